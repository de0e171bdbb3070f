import type { ScheduleInput } from './types.js';
import { boundariesBetween, isLive, scheduleRule } from './rules.js';
import { instantAt, parseDay, wallDayAt } from './wall-clock.js';

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

/**
 * The stretches of the local day `date` ('YYYY-MM-DD') in which the schedule is live, as
 * [start, end) instants clipped to the day: what the timeline draws as the schedule's band,
 * whether or not it changes what the screens play.
 */
export function scheduleWindowsOn(
  schedule: ScheduleLiveFields,
  timeZone: string,
  date: string,
): [number, number][] {
  const day = parseDay(date);
  if (day === null) return [];
  const rule = scheduleRule(
    { ...schedule, id: 0, isExclusive: false, createdAt: 0, items: [] },
    timeZone,
  );
  const start = instantAt(timeZone, day, 0);
  const end = instantAt(timeZone, day + 1, 0);
  const cuts: number[] = [];
  boundariesBetween(rule, day - 1, day + 1, timeZone, cuts);
  const points = [...new Set([start, ...cuts.filter((t) => t > start && t < end), end])].sort(
    (a, b) => a - b,
  );
  const windows: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    if (!isLive(rule, from, wallDayAt(timeZone, from), timeZone)) continue;
    const last = windows.at(-1);
    if (last && last[1] === from) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}
