import type { ScheduleInput } from './types.js';
import { ALL_WEEKDAYS, weekdayMask } from './rules.js';
import { formatDay, formatTime, parseDay, parseTime } from './wall-clock.js';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export type ScheduleWindowFields = Pick<
  ScheduleInput,
  'isRecurring' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'daysOfWeek'
>;

export interface DescribeOptions {
  /**
   * The viewer's local date, 'YYYY-MM-DD'. With it, an open-ended schedule that has already
   * started drops its 'from …', and dates outside this year show their year.
   */
  today?: string;
}

/**
 * One line for the Scheduling tab: 'Mon–Fri, 09:00–17:00, from 1 Dec', 'Every day, 22:00–02:00',
 * 'Once, 1 Dec 09:00 – 3 Dec 18:00', 'Sat, Sun, all day, 1 Dec – 24 Dec'. English and fixed
 * (not the browser's locale) so the server and every dashboard say the same thing.
 */
export function describeScheduleWindow(
  schedule: ScheduleWindowFields,
  options: DescribeOptions = {},
): string {
  const thisYear = options.today?.slice(0, 4);
  const date = (value: string) => {
    const day = parseDay(value);
    if (day === null) return value;
    const [y, m, d] = formatDay(day).split('-');
    const text = `${Number(d)} ${SHORT_MONTHS[Number(m) - 1]}`;
    return thisYear && y !== thisYear ? `${text} ${y}` : text;
  };
  const start = parseTime(schedule.startTime);
  const end = parseTime(schedule.endTime);
  const time = (value: string, seconds: number | null) =>
    seconds === null ? value : formatTime(seconds);
  const startTime = time(schedule.startTime, start);
  const endTime = time(schedule.endTime, end);
  const allDay = start !== null && start === end;

  if (!schedule.isRecurring) {
    // With an end date the times are two moments; without one they are a single daily window.
    if (schedule.endDate && schedule.endDate !== schedule.startDate) {
      return `Once, ${date(schedule.startDate)} ${startTime} – ${date(schedule.endDate)} ${endTime}`;
    }
    if (allDay && !schedule.endDate) return `Once, ${date(schedule.startDate)}, all day`;
    if (!schedule.endDate && start !== null && end !== null && end < start) {
      const first = parseDay(schedule.startDate);
      const next = first === null ? schedule.startDate : formatDay(first + 1);
      return `Once, ${date(schedule.startDate)} ${startTime} – ${date(next)} ${endTime}`;
    }
    return `Once, ${date(schedule.startDate)}, ${startTime}–${endTime}`;
  }

  const parts = [describeDays(schedule.daysOfWeek), allDay ? 'all day' : `${startTime}–${endTime}`];
  if (schedule.endDate === schedule.startDate) {
    parts.push(`on ${date(schedule.startDate)}`);
  } else if (schedule.endDate) {
    parts.push(`${date(schedule.startDate)} – ${date(schedule.endDate)}`);
  } else if (!options.today || schedule.startDate > options.today) {
    parts.push(`from ${date(schedule.startDate)}`);
  }
  return parts.join(', ');
}

/** 'Every day', 'Mon–Fri', 'Sat, Sun', 'Mon, Wed–Fri': runs of three or more become ranges. */
function describeDays(days: readonly string[] | null | undefined): string {
  const mask = weekdayMask(days);
  if (mask === ALL_WEEKDAYS) return 'Every day';
  if (mask === 0) return 'No days';
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!(mask & (1 << i))) continue;
    let j = i;
    while (j + 1 < 7 && mask & (1 << (j + 1))) j++;
    if (j - i >= 2) out.push(`${SHORT_DAYS[i]}–${SHORT_DAYS[j]}`);
    else for (let k = i; k <= j; k++) out.push(SHORT_DAYS[k]!);
    i = j;
  }
  return out.join(', ');
}
