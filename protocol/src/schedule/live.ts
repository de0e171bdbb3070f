import type { ScheduleInput } from './types.js';
import { isLive, scheduleRule } from './rules.js';
import { wallDayAt } from './wall-clock.js';

/** The fields of a schedule that decide when it is live. */
export type ScheduleLiveFields = Pick<
  ScheduleInput,
  'isActive' | 'isRecurring' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'daysOfWeek'
>;

/**
 * Whether a schedule's window is open at `at` in the location's zone: the same rule the
 * playback engine applies, so a dashboard's "Live now" badge never disagrees with the screens.
 * Inactive schedules are never live.
 */
export function isScheduleLiveAt(
  schedule: ScheduleLiveFields,
  timeZone: string,
  at: number | Date,
): boolean {
  const ms = typeof at === 'number' ? at : at.getTime();
  // The rule reads only the window fields; items and createdAt matter to resolution, not here.
  const rule = scheduleRule(
    { ...schedule, id: 0, isExclusive: false, createdAt: 0, items: [] },
    timeZone,
  );
  return isLive(rule, ms, wallDayAt(timeZone, ms), timeZone);
}
