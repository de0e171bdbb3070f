/**
 * "What plays when" (DESIGN §4), shared by the server's active-content endpoint, the player
 * and the dashboard's timeline. Decisions on the edge cases, in one place:
 * - Windows are local wall-clock time in the location's zone. Each daily window is the interval
 *   between the instants its start and end wall times map to: a time skipped by spring-forward
 *   maps to the end of the gap, a time repeated by fall-back to its first occurrence.
 * - A daily window belongs to the day it starts on (date range and weekday are checked there);
 *   an end not after its start runs into the next day; equal start and end mean all day.
 * - Content windows: null dates are open-ended, a null time reads as 00:00 (so none = all day).
 * - Recurring schedules: null endDate = forever; empty daysOfWeek = every day. One-off
 *   schedules ignore daysOfWeek and run from start date+time to end date+time, or one daily
 *   window on the start date when they have no end date.
 * - Order: playlist first, then live schedules oldest first; each content id once (first kept).
 * - A live exclusive schedule replaces everything, even with no items; the newest wins.
 * - Malformed dates or times never play; an unknown zone reads as UTC.
 */
export * from './types.js';
export { resolvePlayback, NEXT_CHANGE_HORIZON_DAYS } from './resolve-playback.js';
export { playbackTimeline, type TimelineInput } from './timeline.js';
export { isScheduleLiveAt, scheduleWindowsOn, type ScheduleLiveFields } from './live.js';
export {
  describeScheduleWindow,
  type DescribeOptions,
  type ScheduleWindowFields,
} from './describe.js';
export {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type WallClock,
  toWallClock,
  fromWallClock,
} from './wall-clock.js';
export * from './schedule-schemas.js';
