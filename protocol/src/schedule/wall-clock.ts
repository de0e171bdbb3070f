/**
 * Instants ⇄ wall-clock time in an IANA zone, with nothing but Intl (protocol runs in browsers).
 *
 * Calendar dates are handled as day numbers (days since 1970-01-01) and times of day as seconds,
 * so the engine does plain integer arithmetic and only asks Intl for the zone's offset.
 */

export const DAY_MS = 86_400_000;

export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** 'YYYY-MM-DD' to a day number; null unless it is a real calendar date. */
export function parseDay(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = utcMs(y, mo, d, 0, 0, 0);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return Math.round(ms / DAY_MS);
}

export function formatDay(day: number): string {
  const d = new Date(day * DAY_MS);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  return `${y}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** 'HH:MM' or 'HH:MM:SS' (databases hand back the latter) to seconds since midnight. */
export function parseTime(time: string): number | null {
  const m = TIME_RE.exec(time);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

export function formatTime(secondOfDay: number): string {
  return `${pad2(Math.floor(secondOfDay / 3600))}:${pad2(Math.floor(secondOfDay / 60) % 60)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  // Date.UTC reads years 0–99 as 1900–1999.
  if (y >= 100) return Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y);
  return date.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone: constructing them costs far more than formatting. An unknown zone
 * reads as UTC so a screen with bad data keeps playing instead of throwing.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall-clock time at `at`, expressed as if it were a UTC instant. */
export function wallMsAt(timeZone: string, at: number): number {
  let y = 0;
  let mo = 1;
  let d = 1;
  let h = 0;
  let mi = 0;
  let s = 0;
  for (const p of formatterFor(timeZone).formatToParts(at)) {
    const v = Number(p.value);
    if (p.type === 'year') y = v;
    else if (p.type === 'month') mo = v;
    else if (p.type === 'day') d = v;
    else if (p.type === 'hour')
      h = v === 24 ? 0 : v; // older engines say 24 for midnight
    else if (p.type === 'minute') mi = v;
    else if (p.type === 'second') s = v;
  }
  const wholeSecond = Math.floor(at / 1000) * 1000;
  return utcMs(y, mo, d, h, mi, s) + (at - wholeSecond);
}

function offsetAt(timeZone: string, at: number): number {
  return wallMsAt(timeZone, at) - at;
}

/** The local calendar day (day number) that the wall clock shows at `at`. */
export function wallDayAt(timeZone: string, at: number): number {
  return Math.floor(wallMsAt(timeZone, at) / DAY_MS);
}

const MAX_CACHED = 50_000;
const instantCache = new Map<string, Map<number, number>>();

/**
 * The instant at which the zone's wall clock reads `wall` (a wall time expressed as if UTC).
 * A time skipped by a spring-forward gap maps to the first instant after the gap (the moment
 * clocks jump); a time repeated by a fall-back maps to its first occurrence.
 *
 * Like Temporal's reference implementation, this assumes at most one offset change within a
 * day either side, which holds for every real zone.
 */
export function instantAtWallMs(timeZone: string, wall: number): number {
  let cache = instantCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    instantCache.set(timeZone, cache);
  }
  const hit = cache.get(wall);
  if (hit !== undefined) return hit;

  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const early = wall - before;
  const late = wall - after;
  const earlyOk = offsetAt(timeZone, early) === before;
  const lateOk = offsetAt(timeZone, late) === after;
  let result: number;
  if (earlyOk && lateOk) result = Math.min(early, late);
  else if (earlyOk) result = early;
  else if (lateOk) result = late;
  else if (before === after) result = early;
  else
    result = firstInstantWithOffset(timeZone, Math.min(early, late), Math.max(early, late), after);

  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(wall, result);
  return result;
}

/** Binary search, to the second, for the moment the zone switches to offset `target`. */
function firstInstantWithOffset(timeZone: string, lo: number, hi: number, target: number): number {
  let loS = Math.floor(lo / 1000);
  let hiS = Math.ceil(hi / 1000);
  if (offsetAt(timeZone, hiS * 1000) !== target) return hi;
  while (hiS - loS > 1) {
    const mid = Math.floor((loS + hiS) / 2);
    if (offsetAt(timeZone, mid * 1000) === target) hiS = mid;
    else loS = mid;
  }
  return hiS * 1000;
}

/** The instant a local day number and second of day happen (gap and fold rules above). */
export function instantAt(timeZone: string, day: number, secondOfDay: number): number {
  return instantAtWallMs(timeZone, day * DAY_MS + secondOfDay * 1000);
}

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  second: number;
  weekday: DayOfWeek;
  /** Minutes east of UTC at that instant, e.g. -300 for New York in winter. */
  offsetMinutes: number;
}

/** What a wall clock in `timeZone` shows at instant `at` (epoch ms or Date). */
export function toWallClock(at: number | Date, timeZone: string): WallClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  const wall = wallMsAt(timeZone, ms);
  const day = Math.floor(wall / DAY_MS);
  const secondOfDay = Math.floor((wall - day * DAY_MS) / 1000);
  return {
    date: formatDay(day),
    time: formatTime(secondOfDay),
    second: secondOfDay % 60,
    weekday: DAYS_OF_WEEK[weekdayOfDay(day)]!,
    offsetMinutes: Math.round((wall - ms) / 60_000),
  };
}

/**
 * The instant (epoch ms) at which a wall clock in `timeZone` shows `date` ('YYYY-MM-DD') and
 * `time` ('HH:MM' or 'HH:MM:SS'); skipped times move to the end of the gap, repeated times take
 * their first occurrence. Throws on a malformed date or time.
 */
export function fromWallClock(date: string, time: string, timeZone: string): number {
  const day = parseDay(date);
  const second = parseTime(time);
  if (day === null) throw new RangeError(`Invalid date: ${date}`);
  if (second === null) throw new RangeError(`Invalid time: ${time}`);
  return instantAt(timeZone, day, second);
}
