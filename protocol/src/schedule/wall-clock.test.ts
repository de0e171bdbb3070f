import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from './wall-clock.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('fromWallClock', () => {
  it.each([
    // zone, date, time, expected UTC, why
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59', 'last EST minute'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:00', 'gap: end of the gap'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00', 'first EDT minute'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30', 'fold: first (EDT)'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00', 'after the fold'],
    ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:00', 'gap'],
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30', 'fold: first (BST)'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30', 'fold: first (AEDT)'],
    ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:00', 'gap'],
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '2026-10-03T15:30', 'half-hour gap'],
    ['UTC', '2028-02-29', '23:59', '2028-02-29T23:59', 'leap day'],
  ])('%s %s %s → %s (%s)', (zone, date, time, expected) => {
    expect(fromWallClock(date, time, zone)).toBe(utc(expected));
  });

  it('refuses impossible dates and times', () => {
    expect(() => fromWallClock('2026-02-29', '00:00', 'UTC')).toThrow(RangeError);
    expect(() => fromWallClock('2026-01-01', '24:00', 'UTC')).toThrow(RangeError);
  });

  it('reads an unknown zone as UTC', () => {
    expect(fromWallClock('2026-06-01', '12:00', 'Nowhere/Land')).toBe(utc('2026-06-01T12:00'));
  });
});

describe('toWallClock', () => {
  it('reports date, time, weekday and offset', () => {
    expect(toWallClock(utc('2026-11-01T06:15'), 'America/New_York')).toEqual({
      date: '2026-11-01',
      time: '01:15',
      second: 0,
      weekday: 'Sunday',
      offsetMinutes: -300,
    });
    expect(toWallClock(new Date(utc('2028-02-29T13:00:42')), 'Australia/Sydney')).toEqual({
      date: '2028-03-01',
      time: '00:00',
      second: 42,
      weekday: 'Wednesday',
      offsetMinutes: 660,
    });
  });
});
