import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePlayback } from './resolve-playback.js';
import { playbackTimeline } from './timeline.js';
import type { Playback, PlaybackInput, PlaylistItem, ScheduleInput } from './types.js';
import { DAYS_OF_WEEK, fromWallClock, toWallClock } from './wall-clock.js';

/**
 * Invariants of DESIGN §4, against an oracle written independently of the engine: it reads
 * windows from date strings with fromWallClock (and, on days without a clock change, straight
 * off the wall clock), and builds the answer from the rules as the design states them.
 */

const DAY = 86_400_000;
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  // Clocks change at midnight: Havana skips 00:00–01:00; Santiago repeats 23:00–00:00.
  'America/Havana',
  'America/Santiago',
] as const;
const FROM = Date.UTC(2025, 11, 1);
const TO = Date.UTC(2027, 1, 1);

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const weekday = (date: string) =>
  DAYS_OF_WEEK[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

// Dates are generated as offsets from the day of `at`, so windows are often near it.
const dateArb = fc.integer({ min: -30, max: 3 });
const timeArb = fc.oneof(
  fc.constantFrom('00:00', '01:00', '01:30', '02:00', '02:30', '03:00', '09:00', '17:00', '22:00'),
  fc.integer({ min: 0, max: 1439 }).map((m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`),
);
const pad = (n: number) => String(n).padStart(2, '0');
const contentIdArb = fc.integer({ min: 1, max: 6 });

// Clock changes in the period, so instants often land right next to one.
const transitions = ZONES.flatMap((zone) =>
  [0, 1, 2].flatMap((y) =>
    Array.from({ length: 12 }, (_, m) => Date.UTC(2025 + y, m, 1)).filter(
      (t) =>
        t >= FROM &&
        t <= TO &&
        toWallClock(t, zone).offsetMinutes !== toWallClock(t + 31 * DAY, zone).offsetMinutes,
    ),
  ),
);
const atArb = fc.oneof(
  fc.integer({ min: FROM, max: TO }),
  fc
    .tuple(
      fc.constantFrom(...transitions),
      fc.integer({ min: 0, max: 31 }),
      fc.integer({ min: -3 * 3600_000, max: 3 * 3600_000 }),
    )
    .map(([month, day, delta]) => month + day * DAY + delta),
);

const windowArb = fc.record({
  startDate: fc.option(dateArb, { nil: null }),
  length: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  startTime: fc.option(timeArb, { nil: null }),
  endTime: fc.option(timeArb, { nil: null }),
});

const playlistArb = fc.array(
  fc.record({ contentId: contentIdArb, isScheduled: fc.boolean(), window: windowArb }),
  { maxLength: 4 },
);

const scheduleArb = fc.record({
  isActive: fc.constantFrom(true, true, true, false),
  isRecurring: fc.boolean(),
  isExclusive: fc.boolean(),
  startDate: dateArb,
  length: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  startTime: timeArb,
  endTime: timeArb,
  daysOfWeek: fc.subarray([...DAYS_OF_WEEK]),
  createdAt: fc.integer({ min: 0, max: 3 }),
  items: fc.array(contentIdArb, { maxLength: 3 }),
});

const inputArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    isActive: fc.constantFrom(true, true, true, true, false),
    isSuspended: fc.constantFrom(false, false, false, false, true),
    preview: fc.boolean(),
    playlist: playlistArb,
    schedules: fc.array(scheduleArb, { maxLength: 3 }),
    at: atArb,
  })
  .map(({ zone, isActive, isSuspended, preview, playlist, schedules, at }) => {
    const base = new Date(at).toISOString().slice(0, 10);
    const date = (offset: number) => addDays(base, offset);
    const input: PlaybackInput<string> = {
      location: { timezone: zone, isActive, isSuspended },
      preview,
      at,
      // Payloads are unique per entry so a switch between two copies of a content id shows.
      playlist: playlist.map(({ contentId, isScheduled, window: w }, i): PlaylistItem<string> => ({
        contentId,
        item: `p${i}`,
        isScheduled,
        scheduledStartDate: w.startDate === null ? null : date(w.startDate),
        scheduledEndDate: w.length === null ? null : date((w.startDate ?? -10) + w.length),
        scheduledStartTime: w.startTime,
        scheduledEndTime: w.endTime,
      })),
      schedules: schedules.map(({ length, items, startDate, ...s }, i): ScheduleInput<string> => ({
        ...s,
        id: i + 1,
        startDate: date(startDate),
        endDate: length === null ? null : date(startDate + length),
        items: items.map((contentId, j) => ({ contentId, item: `s${i + 1}.${j}` })),
      })),
    };
    return input;
  });

// ---- oracle ----

interface Window {
  first: string | null;
  last: string | null;
  start: string;
  end: string;
  days: readonly string[];
}

/** Is t inside the window that starts on `date`? Read from date strings via fromWallClock. */
function inWindowOn(w: Window, date: string, t: number, zone: string): boolean {
  if ((w.first && date < w.first) || (w.last && date > w.last)) return false;
  if (w.days.length && !w.days.includes(weekday(date))) return false;
  const allDay = w.start === w.end;
  const from = fromWallClock(date, allDay ? '00:00' : w.start, zone);
  const endDate = allDay || w.end < w.start ? addDays(date, 1) : date;
  const to = fromWallClock(endDate, allDay ? '00:00' : w.end, zone);
  return from <= t && t < to;
}

function inWindow(w: Window, t: number, zone: string): boolean {
  const today = toWallClock(t, zone).date;
  const byInterval = [-3, -2, -1, 0, 1, 2, 3].some((n) =>
    inWindowOn(w, addDays(today, n), t, zone),
  );
  // Where the offset is steady, the rule can be read straight off the wall clock as well.
  const steady =
    toWallClock(t - 2 * DAY, zone).offsetMinutes === toWallClock(t + 2 * DAY, zone).offsetMinutes;
  if (steady) {
    const clock = toWallClock(t, zone);
    const yesterday = addDays(clock.date, -1);
    const dayOk = (d: string) =>
      (!w.first || d >= w.first) &&
      (!w.last || d <= w.last) &&
      (!w.days.length || w.days.includes(weekday(d)));
    const byClock =
      w.start === w.end
        ? dayOk(clock.date)
        : w.start < w.end
          ? dayOk(clock.date) && clock.time >= w.start && clock.time < w.end
          : (dayOk(clock.date) && clock.time >= w.start) ||
            (dayOk(yesterday) && clock.time < w.end);
    expect(byClock).toBe(byInterval);
  }
  return byInterval;
}

function oracleLive(s: ScheduleInput<string>, t: number, zone: string): boolean {
  if (!s.isActive) return false;
  if (!s.isRecurring && s.endDate) {
    return (
      fromWallClock(s.startDate, s.startTime, zone) <= t &&
      t < fromWallClock(s.endDate, s.endTime, zone)
    );
  }
  const once = !s.isRecurring;
  return inWindow(
    {
      first: s.startDate,
      last: once ? s.startDate : s.endDate,
      start: s.startTime,
      end: s.endTime,
      days: once ? [] : (s.daysOfWeek ?? []),
    },
    t,
    zone,
  );
}

function oracle(input: PlaybackInput<string>, t: number) {
  const { location, preview } = input;
  if (location.isSuspended) return { items: [] as string[], reason: 'suspended', ex: null };
  if (!location.isActive && !preview) return { items: [] as string[], reason: 'stopped', ex: null };
  const zone = location.timezone;
  const live = input.schedules
    .filter((s) => oracleLive(s, t, zone))
    .sort((a, b) => Number(a.createdAt) - Number(b.createdAt) || a.id - b.id);
  const exclusive = live.filter((s) => s.isExclusive).at(-1);
  const candidates = exclusive
    ? exclusive.items
    : [
        ...input.playlist.filter(
          (p) =>
            !p.isScheduled ||
            inWindow(
              {
                first: p.scheduledStartDate,
                last: p.scheduledEndDate,
                start: p.scheduledStartTime ?? '00:00',
                end: p.scheduledEndTime ?? '00:00',
                days: [],
              },
              t,
              zone,
            ),
        ),
        ...live.flatMap((s) => s.items),
      ];
  const seen = new Set<number>();
  const items = candidates
    .filter((c) => !seen.has(c.contentId) && seen.add(c.contentId))
    .map((c) => c.item);
  return {
    items,
    reason: exclusive ? 'exclusive' : items.length ? 'normal' : 'empty',
    ex: exclusive?.id ?? null,
  };
}

const answer = (r: Playback<string>) => ({
  items: r.items,
  reason: r.reason,
  ex: r.exclusiveScheduleId,
});
const at = (input: PlaybackInput<string>, t: number) => resolvePlayback({ ...input, at: t });

describe('resolvePlayback properties', () => {
  it('admits an item exactly when every rule admits it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(answer(resolvePlayback(input))).toEqual(oracle(input, input.at as number));
      }),
      { numRuns: 300 },
    );
  });

  it('is constant on [at, nextChangeAt) and differs at nextChangeAt', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 3,
          maxLength: 3,
        }),
        (input, fractions) => {
          const t = input.at as number;
          const r = resolvePlayback(input);
          const until = r.nextChangeAt ?? t + 400 * DAY;
          expect(until).toBeGreaterThan(t);
          for (const f of fractions)
            expect(answer(at(input, t + Math.floor(f * (until - t))))).toEqual(answer(r));
          expect(answer(at(input, until - 1))).toEqual(answer(r));
          if (r.nextChangeAt !== null) {
            const next = at(input, r.nextChangeAt);
            expect(answer(next)).not.toEqual(answer(r));
            expect(answer(next)).toEqual(oracle(input, r.nextChangeAt));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lays out a day as segments that agree with resolvePlayback', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const date = toWallClock(input.at, input.location.timezone).date;
        const t = playbackTimeline({ ...input, date });
        expect(t.start).toBe(fromWallClock(date, '00:00', input.location.timezone));
        expect(t.end).toBe(fromWallClock(addDays(date, 1), '00:00', input.location.timezone));
        let from = t.start;
        for (const s of t.segments) {
          expect(s.start).toBe(from);
          const r = at(input, s.start);
          expect(answer(r)).toEqual({
            items: s.items,
            reason: s.reason,
            ex: s.exclusiveScheduleId,
          });
          expect(Math.min(r.nextChangeAt ?? Infinity, t.end)).toBe(s.end);
          from = s.end;
        }
        expect(from).toBe(t.end);
        for (const c of t.conflicts) {
          expect(c.scheduleIds.length).toBeGreaterThan(1);
          expect(c.end).toBeGreaterThan(c.start);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips wall-clock times, taking the first of repeated ones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), atArb, (zone, t) => {
        const clock = toWallClock(t, zone);
        const back = fromWallClock(clock.date, `${clock.time}:${pad(clock.second)}`, zone);
        expect(toWallClock(back, zone)).toMatchObject({
          date: clock.date,
          time: clock.time,
          second: clock.second,
        });
        expect(back).toBeLessThanOrEqual(t);
        expect(t - back === t % 1000 || (t - back) % (30 * 60_000) === t % 1000).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
