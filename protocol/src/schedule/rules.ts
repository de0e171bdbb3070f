import type { PlaylistItem, ScheduleInput } from './types.js';
import { instantAt, parseDay, parseTime, wallDayAt, weekdayOfDay } from './wall-clock.js';

/**
 * A rule is the set of instants at which something is live, compiled once per call so the
 * search for the next change does integer work only.
 *
 * A daily window belongs to the day on which it starts: the date range and the weekday filter
 * are checked against that day, and a window whose end is not after its start runs into the
 * next day (Friday 22:00–02:00 includes Saturday 01:00, and a window starting on the last
 * date of the range still runs to 02:00 the day after). Equal start and end mean the whole
 * day. Each window is the interval [start, end) between the instants its wall times map to.
 */
export type Rule =
  | { kind: 'always' }
  | { kind: 'never' }
  | { kind: 'once'; start: number; end: number }
  | {
      kind: 'daily';
      firstDay: number;
      lastDay: number;
      startSecond: number;
      endSecond: number;
      /** Bit n set = weekday n (0 = Monday) allowed. */
      weekdays: number;
    };

export type DailyRule = Extract<Rule, { kind: 'daily' }>;

export const ALL_WEEKDAYS = 0b111_1111;
const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export function weekdayMask(days: readonly string[] | null | undefined): number {
  if (!days || days.length === 0) return ALL_WEEKDAYS;
  let mask = 0;
  for (const name of days) {
    const lower = name.trim().toLowerCase();
    const i = WEEKDAY_NAMES.findIndex(
      (d) => lower === d || (lower.startsWith(d) && lower.endsWith('day')),
    );
    if (i >= 0) mask |= 1 << i;
  }
  // Names that are all unrecognised select no day, rather than silently every day.
  return mask;
}

/** A content item's own window (spec §3 isScheduled fields). Malformed fields mean never. */
export function playlistItemRule(item: PlaylistItem<unknown>): Rule {
  if (!item.isScheduled) return { kind: 'always' };
  const first = item.scheduledStartDate ? parseDay(item.scheduledStartDate) : -Infinity;
  const last = item.scheduledEndDate ? parseDay(item.scheduledEndDate) : Infinity;
  const start = item.scheduledStartTime ? parseTime(item.scheduledStartTime) : 0;
  const end = item.scheduledEndTime ? parseTime(item.scheduledEndTime) : 0;
  if (first === null || last === null || start === null || end === null) return { kind: 'never' };
  if (first > last) return { kind: 'never' };
  if (first === -Infinity && last === Infinity && start === end) return { kind: 'always' };
  return {
    kind: 'daily',
    firstDay: first,
    lastDay: last,
    startSecond: start,
    endSecond: end,
    weekdays: ALL_WEEKDAYS,
  };
}

/**
 * A schedule's window. One-off schedules ignore daysOfWeek and run continuously from start
 * date+time to end date+time; without an end date they run one daily window on the start date.
 * Inactive schedules and malformed fields mean never.
 */
export function scheduleRule(schedule: ScheduleInput<unknown>, timeZone: string): Rule {
  if (!schedule.isActive) return { kind: 'never' };
  const first = parseDay(schedule.startDate);
  const last = schedule.endDate ? parseDay(schedule.endDate) : Infinity;
  const start = parseTime(schedule.startTime);
  const end = parseTime(schedule.endTime);
  if (first === null || last === null || start === null || end === null) return { kind: 'never' };
  if (!schedule.isRecurring) {
    if (last === Infinity) {
      return {
        kind: 'daily',
        firstDay: first,
        lastDay: first,
        startSecond: start,
        endSecond: end,
        weekdays: ALL_WEEKDAYS,
      };
    }
    const from = instantAt(timeZone, first, start);
    const to = instantAt(timeZone, last, end);
    return to > from ? { kind: 'once', start: from, end: to } : { kind: 'never' };
  }
  const weekdays = weekdayMask(schedule.daysOfWeek);
  if (first > last || weekdays === 0) return { kind: 'never' };
  return {
    kind: 'daily',
    firstDay: first,
    lastDay: last,
    startSecond: start,
    endSecond: end,
    weekdays,
  };
}

/** The window that starts on `day`, or null when the rule has none that day. */
export function windowOn(rule: DailyRule, day: number, timeZone: string): [number, number] | null {
  if (day < rule.firstDay || day > rule.lastDay) return null;
  if ((rule.weekdays & (1 << weekdayOfDay(day))) === 0) return null;
  const { startSecond: s, endSecond: e } = rule;
  if (s === e) return [instantAt(timeZone, day, 0), instantAt(timeZone, day + 1, 0)];
  return [instantAt(timeZone, day, s), instantAt(timeZone, s < e ? day : day + 1, e)];
}

/** `wallDay` is the local day at `at`, passed in so one evaluation reads the clock once. */
export function isLive(rule: Rule, at: number, wallDay: number, timeZone: string): boolean {
  switch (rule.kind) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'once':
      return rule.start <= at && at < rule.end;
    case 'daily':
      // The previous day's window may run past midnight; the next day's guards against a
      // fall-back that repeats the end of one day after the next has begun.
      for (let day = wallDay - 1; day <= wallDay + 1; day++) {
        const w = windowOn(rule, day, timeZone);
        if (w && w[0] <= at && at < w[1]) return true;
      }
      return false;
  }
}

/** Every instant at which the rule may switch, for windows starting on days [from, to]. */
export function boundariesBetween(
  rule: Rule,
  fromDay: number,
  toDay: number,
  timeZone: string,
  out: number[],
): void {
  if (rule.kind === 'once') {
    out.push(rule.start, rule.end);
  } else if (rule.kind === 'daily') {
    const first = Math.max(fromDay, rule.firstDay);
    const last = Math.min(toDay, rule.lastDay);
    for (let day = first; day <= last; day++) {
      const w = windowOn(rule, day, timeZone);
      if (w) out.push(w[0], w[1]);
    }
  }
}

/**
 * Local days around which the rule stops being periodic (range edges, one-off ends): the
 * search for the next change must look at these even when they are years away.
 */
export function irregularDays(rule: Rule, timeZone: string): number[] {
  if (rule.kind === 'once') return [wallDayAt(timeZone, rule.start), wallDayAt(timeZone, rule.end)];
  if (rule.kind !== 'daily') return [];
  const days: number[] = [];
  if (Number.isFinite(rule.firstDay)) days.push(rule.firstDay);
  if (Number.isFinite(rule.lastDay)) days.push(rule.lastDay + 1);
  return days;
}
