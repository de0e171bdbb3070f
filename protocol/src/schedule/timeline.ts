import type {
  PlaybackInput,
  PlaybackTimeline,
  ScheduleConflict,
  TimelineSegment,
} from './types.js';
import { boundariesIn, compilePlayback, evaluateAt, publicState } from './resolve-playback.js';
import { instantAt, parseDay } from './wall-clock.js';

export type TimelineInput<T> = Omit<PlaybackInput<T>, 'at'> & {
  /** The local day to lay out, 'YYYY-MM-DD'. */
  date: string;
};

/**
 * The "What plays when" view of one local day: segments from local midnight to the next
 * (23 or 25 hours on daylight-saving days), each with what resolvePlayback answers throughout
 * it, plus the stretches where two or more exclusive schedules overlap. Conflicts are listed
 * even while the location is stopped, since they are a property of the schedules.
 */
export function playbackTimeline<T>(input: TimelineInput<T>): PlaybackTimeline<T> {
  const day = parseDay(input.date);
  if (day === null) throw new RangeError(`playbackTimeline: invalid date ${input.date}`);
  const compiled = compilePlayback(input);
  const start = instantAt(compiled.timeZone, day, 0);
  const end = instantAt(compiled.timeZone, day + 1, 0);

  // The same walk as stepping resolvePlayback's nextChangeAt: the answer can only change at a
  // boundary, so evaluating at each one and merging equal neighbours gives the same segments.
  const segments: TimelineSegment<T>[] = [];
  const conflicts: ScheduleConflict[] = [];
  let lastKey: string | null = null;
  let lastConflict: string | null = null;
  for (const at of [start, ...boundariesIn(compiled, start + 1, end)]) {
    const e = evaluateAt(compiled, at);
    if (e.key !== lastKey) {
      const previous = segments.at(-1);
      if (previous) previous.end = at;
      segments.push({ ...publicState(e), start: at, end });
      lastKey = e.key;
    }
    const conflictKey = e.liveExclusiveIds.length > 1 ? e.liveExclusiveIds.join(',') : null;
    if (conflictKey !== lastConflict) {
      const open = conflicts.at(-1);
      if (open && lastConflict !== null) open.end = at;
      if (conflictKey !== null) conflicts.push({ start: at, end, scheduleIds: e.liveExclusiveIds });
      lastConflict = conflictKey;
    }
  }
  return { date: input.date, start, end, segments, conflicts };
}
