import { describe, expect, it } from 'vitest';
import { isScheduleLiveAt, scheduleWindowsOn, type ScheduleLiveFields } from './live.js';
import { fromWallClock } from './wall-clock.js';

const NY = 'America/New_York';
const at = (date: string, time: string, zone = NY) => fromWallClock(date, time, zone);

const weekdays: ScheduleLiveFields = {
  isActive: true,
  isRecurring: true,
  startDate: '2026-03-02',
  endDate: null,
  startTime: '09:00',
  endTime: '17:00',
  daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};

describe('isScheduleLiveAt', () => {
  it('follows the local daily window on the chosen weekdays', () => {
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-04', '09:00'))).toBe(true);
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-04', '16:59'))).toBe(true);
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-04', '17:00'))).toBe(false);
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-07', '12:00'))).toBe(false); // Saturday
  });

  it('keeps wall-clock time across a daylight-saving change', () => {
    // 2026-03-08 is the spring-forward Sunday in New York; the Monday after still opens at 09:00.
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-09', '09:00'))).toBe(true);
    expect(isScheduleLiveAt(weekdays, NY, at('2026-03-09', '08:59'))).toBe(false);
  });

  it('is never live before its start date or when inactive', () => {
    expect(isScheduleLiveAt(weekdays, NY, at('2026-02-27', '12:00'))).toBe(false);
    expect(isScheduleLiveAt({ ...weekdays, isActive: false }, NY, at('2026-03-04', '12:00'))).toBe(
      false,
    );
  });

  it('runs an overnight window into the next day', () => {
    const late = { ...weekdays, daysOfWeek: ['Friday'], startTime: '22:00', endTime: '02:00' };
    expect(isScheduleLiveAt(late, NY, at('2026-03-07', '01:30'))).toBe(true);
    expect(isScheduleLiveAt(late, NY, at('2026-03-07', '02:00'))).toBe(false);
  });

  it('runs a one-off continuously from start to end', () => {
    const once: ScheduleLiveFields = {
      isActive: true,
      isRecurring: false,
      startDate: '2026-03-04',
      endDate: '2026-03-06',
      startTime: '18:00',
      endTime: '08:00',
      daysOfWeek: [],
    };
    expect(isScheduleLiveAt(once, NY, at('2026-03-05', '12:00'))).toBe(true);
    expect(isScheduleLiveAt(once, NY, new Date(at('2026-03-06', '08:00')))).toBe(false);
  });
});

describe('scheduleWindowsOn', () => {
  const windows = (fields: ScheduleLiveFields, date: string) =>
    scheduleWindowsOn(fields, NY, date).map(([a, b]) => [a, b]);

  it('gives the daily window on a chosen weekday and nothing on other days', () => {
    expect(windows(weekdays, '2026-03-04')).toEqual([
      [at('2026-03-04', '09:00'), at('2026-03-04', '17:00')],
    ]);
    expect(windows(weekdays, '2026-03-07')).toEqual([]);
    expect(windows({ ...weekdays, isActive: false }, '2026-03-04')).toEqual([]);
  });

  it('splits an overnight window at midnight: the tail of yesterday, the start of tonight', () => {
    const late = { ...weekdays, startTime: '22:00', endTime: '02:00' };
    expect(windows(late, '2026-03-04')).toEqual([
      [at('2026-03-04', '00:00'), at('2026-03-04', '02:00')],
      [at('2026-03-04', '22:00'), at('2026-03-05', '00:00')],
    ]);
  });

  it('runs a one-off schedule continuously across days', () => {
    const once = { ...weekdays, isRecurring: false, endDate: '2026-03-05', startTime: '12:00' };
    expect(windows(once, '2026-03-02')).toEqual([
      [at('2026-03-02', '12:00'), at('2026-03-03', '00:00')],
    ]);
    expect(windows(once, '2026-03-04')).toEqual([
      [at('2026-03-04', '00:00'), at('2026-03-05', '00:00')],
    ]);
  });
});
