import { describe, expect, it } from 'vitest';
import { describeScheduleWindow, type ScheduleWindowFields } from './describe.js';

const base: ScheduleWindowFields = {
  isRecurring: true,
  startDate: '2026-12-01',
  endDate: null,
  startTime: '09:00',
  endTime: '17:00',
  daysOfWeek: [],
};

describe('describeScheduleWindow', () => {
  it.each<[Partial<ScheduleWindowFields>, string]>([
    [
      { daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
      'Mon–Fri, 09:00–17:00, from 1 Dec',
    ],
    [{ startTime: '22:00', endTime: '02:00' }, 'Every day, 22:00–02:00, from 1 Dec'],
    [
      {
        daysOfWeek: ['Saturday', 'Sunday'],
        startTime: '00:00',
        endTime: '00:00',
        endDate: '2026-12-24',
      },
      'Sat, Sun, all day, 1 Dec – 24 Dec',
    ],
    [
      { daysOfWeek: ['Friday', 'Monday', 'Wednesday', 'Thursday'] },
      'Mon, Wed–Fri, 09:00–17:00, from 1 Dec',
    ],
    [
      {
        daysOfWeek: ['Sunday', 'Saturday', 'Friday', 'Thursday', 'Wednesday', 'Tuesday', 'Monday'],
      },
      'Every day, 09:00–17:00, from 1 Dec',
    ],
    [
      { endDate: '2026-12-01', startTime: '09:00:00', endTime: '17:30:00' },
      'Every day, 09:00–17:30, on 1 Dec',
    ],
    [
      { isRecurring: false, endDate: '2026-12-03', endTime: '18:00' },
      'Once, 1 Dec 09:00 – 3 Dec 18:00',
    ],
    [{ isRecurring: false }, 'Once, 1 Dec, 09:00–17:00'],
    [
      { isRecurring: false, startTime: '22:00', endTime: '02:00' },
      'Once, 1 Dec 22:00 – 2 Dec 02:00',
    ],
    [{ isRecurring: false, startTime: '08:00', endTime: '08:00' }, 'Once, 1 Dec, all day'],
    [
      { isRecurring: false, startDate: '2028-02-28', startTime: '20:00', endTime: '01:00' },
      'Once, 28 Feb 20:00 – 29 Feb 01:00',
    ],
  ])('%j → %s', (fields, text) => {
    expect(describeScheduleWindow({ ...base, ...fields })).toBe(text);
  });

  it('drops a past "from" and shows other years when told today', () => {
    const today = '2027-01-15';
    expect(
      describeScheduleWindow({ ...base, startTime: '22:00', endTime: '02:00' }, { today }),
    ).toBe('Every day, 22:00–02:00');
    expect(describeScheduleWindow({ ...base, startDate: '2027-03-01' }, { today })).toBe(
      'Every day, 09:00–17:00, from 1 Mar',
    );
    expect(describeScheduleWindow({ ...base, endDate: '2027-01-06' }, { today })).toBe(
      'Every day, 09:00–17:00, 1 Dec 2026 – 6 Jan',
    );
  });
});
