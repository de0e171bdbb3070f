import { describe, expect, it } from 'vitest';
import {
  contentScheduleSchema,
  createScheduleSchema,
  updateScheduleSchema,
} from './schedule-schemas.js';

const valid = {
  name: ' Lunch menu ',
  locationId: 3,
  startDate: '2026-12-01',
  startTime: '11:30',
  endTime: '14:00',
};

const firstMessage = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error && { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join('.') };

describe('createScheduleSchema', () => {
  it('fills defaults and normalises', () => {
    expect(
      createScheduleSchema.parse({
        ...valid,
        endDate: '',
        endTime: '14:00:00',
        daysOfWeek: ['Friday', 'Monday', 'Friday'],
      }),
    ).toEqual({
      name: 'Lunch menu',
      locationId: 3,
      startDate: '2026-12-01',
      endDate: null,
      startTime: '11:30',
      endTime: '14:00',
      daysOfWeek: ['Monday', 'Friday'],
      isRecurring: false,
      isExclusive: false,
      isActive: true,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: '  ' }, 'Name is required', 'name'],
    [{ locationId: 0 }, 'Please select a location', 'locationId'],
    [{ locationId: 1.5 }, 'Please select a location', 'locationId'],
    [{ startDate: '' }, 'Start date is required', 'startDate'],
    [{ startDate: '2027-02-29' }, 'Enter a date as YYYY-MM-DD', 'startDate'],
    [{ startTime: '25:00' }, 'Enter a time as HH:MM (24-hour)', 'startTime'],
    [{ daysOfWeek: ['Funday'] }, 'Days must be Monday to Sunday', 'daysOfWeek.0'],
    [
      { endDate: '2026-11-30', isRecurring: true },
      'End date must be on or after the start date',
      'endDate',
    ],
    [
      { endDate: '2026-12-01', endTime: '11:30' },
      'The schedule must end after it starts',
      'endTime',
    ],
  ])('refuses %j', (patch, message, path) => {
    expect(firstMessage(createScheduleSchema.safeParse({ ...valid, ...patch }))).toEqual({
      message,
      path,
    });
  });

  it('lets a recurring window cross midnight and a one-off without end date too', () => {
    const overnight = { ...valid, startTime: '22:00', endTime: '02:00', endDate: '2026-12-01' };
    expect(createScheduleSchema.safeParse({ ...overnight, isRecurring: true }).success).toBe(true);
    expect(createScheduleSchema.safeParse({ ...overnight, endDate: null }).success).toBe(true);
  });
});

describe('updateScheduleSchema', () => {
  it('takes any subset and checks the pairs it has', () => {
    expect(updateScheduleSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(
      firstMessage(
        updateScheduleSchema.safeParse({ startDate: '2026-12-02', endDate: '2026-12-01' }),
      ),
    ).toEqual({ message: 'End date must be on or after the start date', path: 'endDate' });
  });
});

describe('contentScheduleSchema', () => {
  it('clears the window when scheduling is off', () => {
    expect(
      contentScheduleSchema.parse({
        isScheduled: false,
        scheduledStartDate: '2026-01-01',
        scheduledStartTime: '09:00',
      }),
    ).toEqual({
      isScheduled: false,
      scheduledStartDate: null,
      scheduledEndDate: null,
      scheduledStartTime: null,
      scheduledEndTime: null,
    });
  });

  it('keeps an open-ended window and refuses an end before its start', () => {
    expect(
      contentScheduleSchema.parse({
        isScheduled: true,
        scheduledEndDate: '2026-06-30',
        scheduledStartTime: '',
      }),
    ).toEqual({
      isScheduled: true,
      scheduledStartDate: null,
      scheduledEndDate: '2026-06-30',
      scheduledStartTime: null,
      scheduledEndTime: null,
    });
    expect(
      firstMessage(
        contentScheduleSchema.safeParse({
          isScheduled: true,
          scheduledStartDate: '2026-07-01',
          scheduledEndDate: '2026-06-30',
        }),
      ),
    ).toEqual({ message: 'End date must be on or after the start date', path: 'scheduledEndDate' });
  });
});
