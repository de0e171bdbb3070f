import type {
  Playback,
  PlaybackEntry,
  PlaybackInput,
  PlaybackReason,
  PlaybackState,
  PlaylistItem,
  ScheduleInput,
} from './types.js';
import {
  boundariesBetween,
  irregularDays,
  isLive,
  playlistItemRule,
  scheduleRule,
} from './rules.js';
import type { Rule } from './rules.js';
import { instantAt, wallDayAt } from './wall-clock.js';

/** Every change within this many days is found exactly; past it only irregular days are read. */
export const NEXT_CHANGE_HORIZON_DAYS = 400;
/** Days read after each irregular day: a full week, so weekday filters have all played out. */
const DAYS_AFTER_IRREGULAR = 8;

interface CompiledSchedule<T> {
  schedule: ScheduleInput<T>;
  rule: Rule;
}

/** Inputs parsed once per call. */
export interface CompiledPlayback<T> {
  timeZone: string;
  halted: 'stopped' | 'suspended' | null;
  playlist: { item: PlaylistItem<T>; rule: Rule }[];
  /** Active schedules only, oldest first (creation time, then id). */
  schedules: CompiledSchedule<T>[];
}

/** The evaluation at one instant, with a key that is equal exactly when answers are equal. */
export interface Evaluation<T> extends PlaybackState<T> {
  key: string;
  /** Exclusive schedules live at this instant, oldest first, whatever the location's state. */
  liveExclusiveIds: number[];
}

function createdAtMs(value: number | string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : 0;
}

export function compilePlayback<T>(input: Omit<PlaybackInput<T>, 'at'>): CompiledPlayback<T> {
  const timeZone = input.location.timezone;
  const halted = input.location.isSuspended
    ? 'suspended'
    : !input.location.isActive && !input.preview
      ? 'stopped'
      : null;
  const schedules = input.schedules
    .filter((s) => s.isActive)
    .map((schedule) => ({ schedule, created: createdAtMs(schedule.createdAt) }))
    .sort((a, b) => a.created - b.created || a.schedule.id - b.schedule.id)
    .map(({ schedule }) => ({ schedule, rule: scheduleRule(schedule, timeZone) }));
  return {
    timeZone,
    halted,
    playlist: input.playlist.map((item) => ({ item, rule: playlistItemRule(item) })),
    schedules,
  };
}

/**
 * What plays at `at`. Order: the playlist's admitted items in playlist order, then each live
 * schedule's items in its own order, schedules oldest first. A content id plays once: its first
 * occurrence is kept, so a playlist item's place (and its per-location duration) wins over the
 * same item added by a schedule. A live exclusive schedule replaces everything, even when it has
 * no items yet (the Scheduling tab should say so); between several, the newest wins (the
 * higher id when created at the same moment).
 */
export function evaluateAt<T>(compiled: CompiledPlayback<T>, at: number): Evaluation<T> {
  const { timeZone } = compiled;
  const wallDay = wallDayAt(timeZone, at);
  const live = compiled.schedules
    .map((s, index) => ({ ...s, index }))
    .filter((s) => isLive(s.rule, at, wallDay, timeZone));
  const exclusive = live.filter((s) => s.schedule.isExclusive);
  const liveExclusiveIds = exclusive.map((s) => s.schedule.id);

  if (compiled.halted) {
    return state([], [], compiled.halted, null, liveExclusiveIds);
  }

  const entries: PlaybackEntry<T>[] = [];
  const keys: string[] = [];
  const seen = new Set<number>();
  const add = (contentId: number, item: T, scheduleId: number | null, key: string) => {
    if (seen.has(contentId)) return;
    seen.add(contentId);
    entries.push({ contentId, item, scheduleId });
    keys.push(key);
  };

  const winner = exclusive.at(-1);
  if (winner) {
    winner.schedule.items.forEach((c, i) =>
      add(c.contentId, c.item, winner.schedule.id, `s${winner.index}.${i}`),
    );
    return state(entries, keys, 'exclusive', winner.schedule.id, liveExclusiveIds);
  }

  compiled.playlist.forEach(({ item, rule }, i) => {
    if (isLive(rule, at, wallDay, timeZone)) add(item.contentId, item.item, null, `p${i}`);
  });
  for (const s of live) {
    s.schedule.items.forEach((c, i) => add(c.contentId, c.item, s.schedule.id, `s${s.index}.${i}`));
  }
  return state(entries, keys, entries.length ? 'normal' : 'empty', null, liveExclusiveIds);
}

function state<T>(
  entries: PlaybackEntry<T>[],
  keys: string[],
  reason: PlaybackReason,
  exclusiveScheduleId: number | null,
  liveExclusiveIds: number[],
): Evaluation<T> {
  return {
    items: entries.map((e) => e.item),
    entries,
    reason,
    exclusiveScheduleId,
    key: `${reason}|${exclusiveScheduleId ?? ''}|${keys.join(',')}`,
    liveExclusiveIds,
  };
}

function allRules<T>(compiled: CompiledPlayback<T>): Rule[] {
  return [...compiled.playlist.map((p) => p.rule), ...compiled.schedules.map((s) => s.rule)];
}

/** Sorted, distinct instants in [from, to) at which some rule may switch. */
export function boundariesIn<T>(compiled: CompiledPlayback<T>, from: number, to: number): number[] {
  const { timeZone } = compiled;
  const out: number[] = [];
  const firstDay = wallDayAt(timeZone, from) - 1;
  const lastDay = wallDayAt(timeZone, to) + 1;
  for (const rule of allRules(compiled)) boundariesBetween(rule, firstDay, lastDay, timeZone, out);
  return [...new Set(out.filter((b) => b >= from && b < to))].sort((a, b) => a - b);
}

/** Ranges of local days to read, in order: the horizon, then a week around each irregular day. */
function daysToSearch(rules: Rule[], fromDay: number, timeZone: string): [number, number][] {
  const ranges: [number, number][] = [[fromDay, fromDay + NEXT_CHANGE_HORIZON_DAYS]];
  const irregular = rules
    .flatMap((r) => irregularDays(r, timeZone))
    .filter((d) => d > fromDay + NEXT_CHANGE_HORIZON_DAYS - DAYS_AFTER_IRREGULAR)
    .sort((a, b) => a - b);
  for (const day of irregular) {
    const last = ranges.at(-1)!;
    const range: [number, number] = [day - 1, day + DAYS_AFTER_IRREGULAR];
    if (range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else ranges.push(range);
  }
  return ranges;
}

/**
 * The first instant after `at` whose answer differs from `current`. Boundaries are read in
 * growing chunks of days, so the usual case (a change today) costs a day's worth of windows.
 */
export function nextChangeAfter<T>(
  compiled: CompiledPlayback<T>,
  at: number,
  current: Evaluation<T>,
): number | null {
  if (compiled.halted) return null;
  const rules = allRules(compiled);
  if (rules.every((r) => r.kind === 'always' || r.kind === 'never')) return null;
  const { timeZone } = compiled;
  const midnight = (day: number) => instantAt(timeZone, day, 0);

  const today = wallDayAt(timeZone, at);
  for (const [firstDay, lastDay] of daysToSearch(rules, today, timeZone)) {
    let chunk = 2;
    for (let day = firstDay; day <= lastDay; day += chunk, chunk = Math.min(chunk * 2, 64)) {
      // Chunks tile time from local midnight to local midnight; the first one reaches back
      // to `at` in case a fall-back put `at` before its own day's first midnight.
      const from = day === today ? Math.min(midnight(day), at) : midnight(day);
      const to = midnight(Math.min(day + chunk, lastDay + 1));
      if (to <= at) continue;
      for (const b of boundariesIn(compiled, from, to)) {
        if (b > at && evaluateAt(compiled, b).key !== current.key) return b;
      }
    }
  }
  return null;
}

function publicState<T>(e: Evaluation<T>): PlaybackState<T> {
  return {
    items: e.items,
    entries: e.entries,
    reason: e.reason,
    exclusiveScheduleId: e.exclusiveScheduleId,
  };
}

/**
 * DESIGN §4 "What plays": the ordered items playing at a location at `input.at`, why, and the
 * next instant the answer changes. Pure: the same input always gives the same answer.
 */
export function resolvePlayback<T>(input: PlaybackInput<T>): Playback<T> {
  const at = typeof input.at === 'number' ? input.at : input.at.getTime();
  if (!Number.isFinite(at)) throw new RangeError('resolvePlayback: invalid instant');
  const compiled = compilePlayback(input);
  const now = evaluateAt(compiled, at);
  return { ...publicState(now), nextChangeAt: nextChangeAfter(compiled, at, now) };
}

export { publicState };
