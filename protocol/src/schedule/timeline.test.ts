import { describe, expect, it } from 'vitest';
import { resolvePlayback } from './resolve-playback.js';
import { playbackTimeline, type TimelineInput } from './timeline.js';
import type { PlaybackTimeline, PlaylistItem, ScheduleInput } from './types.js';
import { fromWallClock } from './wall-clock.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const HOUR = 3600_000;

function item(contentId: number, start: string, end: string): PlaylistItem<string> {
  return {
    contentId,
    item: `c${contentId}`,
    isScheduled: true,
    scheduledStartDate: null,
    scheduledEndDate: null,
    scheduledStartTime: start,
    scheduledEndTime: end,
  };
}

function exclusive(id: number, startTime: string, endTime: string): ScheduleInput<string> {
  return {
    id,
    isActive: true,
    isRecurring: true,
    isExclusive: true,
    startDate: '2026-01-01',
    endDate: null,
    startTime,
    endTime,
    daysOfWeek: [],
    createdAt: id,
    items: [{ contentId: 100 + id, item: `c${100 + id}` }],
  };
}

function input(
  timezone: string,
  date: string,
  playlist: PlaylistItem<string>[],
  schedules: ScheduleInput<string>[] = [],
): TimelineInput<string> {
  return { location: { timezone, isActive: true, isSuspended: false }, playlist, schedules, date };
}

/** Segments tile the day, neighbours differ, and each matches resolvePlayback stepped along. */
function expectConsistent(t: PlaybackTimeline<string>, i: TimelineInput<string>) {
  let at = t.start;
  for (const [n, s] of t.segments.entries()) {
    expect(s.start).toBe(at);
    expect(s.end).toBeGreaterThan(s.start);
    const r = resolvePlayback({ ...i, at });
    expect(r.items).toEqual(s.items);
    expect(Math.min(r.nextChangeAt ?? Infinity, t.end)).toBe(s.end);
    if (n > 0) expect(s.items).not.toEqual(t.segments[n - 1]!.items);
    at = s.end;
  }
  expect(at).toBe(t.end);
}

const brief = (t: PlaybackTimeline<string>) =>
  t.segments.map((s) => [new Date(s.start).toISOString().slice(11, 16), s.items.join('+')]);

describe('playbackTimeline', () => {
  it('lays out a 23-hour day (New York, 2026-03-08)', () => {
    const i = input('America/New_York', '2026-03-08', [
      item(1, '01:00', '03:00'),
      item(2, '09:00', '17:00'),
      item(3, '22:00', '02:00'),
    ]);
    const t = playbackTimeline(i);
    expect(t.end - t.start).toBe(23 * HOUR);
    expect(t.start).toBe(utc('2026-03-08T05:00'));
    expectConsistent(t, i);
    expect(brief(t)).toEqual([
      ['05:00', 'c3'], // yesterday's 22:00–02:00 still running at midnight
      ['06:00', 'c1+c3'],
      ['07:00', ''], // 02:00 and 03:00 are the same instant today
      ['13:00', 'c2'],
      ['21:00', ''],
      ['02:00', 'c3'],
    ]);
  });

  it('lays out a 25-hour day (London, 2026-10-25) and flags overlapping takeovers', () => {
    const i = input(
      'Europe/London',
      '2026-10-25',
      [item(1, '00:00', '00:00')],
      [
        exclusive(1, '01:00', '03:00'),
        exclusive(2, '02:00', '04:00'),
        exclusive(3, '20:00', '21:00'),
      ],
    );
    const t = playbackTimeline(i);
    expect(t.end - t.start).toBe(25 * HOUR);
    expectConsistent(t, i);
    expect(brief(t)).toEqual([
      ['23:00', 'c1'],
      ['00:00', 'c101'], // 01:00 BST
      ['02:00', 'c102'], // 02:00 GMT, one real hour later than the wall clock suggests
      ['04:00', 'c1'],
      ['20:00', 'c103'],
      ['21:00', 'c1'],
    ]);
    expect(t.conflicts).toEqual([
      { start: utc('2026-10-25T02:00'), end: utc('2026-10-25T03:00'), scheduleIds: [1, 2] },
    ]);
  });

  it('covers a plain day with one segment when nothing changes, even when stopped', () => {
    const i = {
      ...input(
        'Australia/Sydney',
        '2026-10-04',
        [],
        [exclusive(1, '09:00', '10:00'), exclusive(2, '09:30', '11:00')],
      ),
      location: { timezone: 'Australia/Sydney', isActive: false, isSuspended: false },
    };
    const t = playbackTimeline(i);
    expect(t.end - t.start).toBe(23 * HOUR);
    expect(t.segments).toEqual([
      {
        start: t.start,
        end: t.end,
        items: [],
        entries: [],
        reason: 'stopped',
        exclusiveScheduleId: null,
      },
    ]);
    expect(t.conflicts).toEqual([
      {
        start: fromWallClock('2026-10-04', '09:30', 'Australia/Sydney'),
        end: fromWallClock('2026-10-04', '10:00', 'Australia/Sydney'),
        scheduleIds: [1, 2],
      },
    ]);
  });

  it('refuses a malformed date', () => {
    expect(() => playbackTimeline(input('UTC', '2026-02-30', []))).toThrow(RangeError);
  });
});
