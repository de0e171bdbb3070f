import { listTimeZones } from './time-zone.js';

/** One entry of the time-zone picker: what it stores, what it shows, what finds it. */
export interface TimeZoneOption {
  value: string;
  /** "New York (America/New_York, UTC−05:00)". */
  label: string;
  city: string;
  /** Upper-case abbreviations it answers to: EST, EDT, ET, CET… */
  abbreviations: string[];
  /** Lower-case long names: "eastern standard time", "eastern time". */
  names: string[];
  /** Minutes east of UTC at the moment the options were made. */
  offsetMinutes: number;
}

/**
 * Abbreviations in common use that Intl's en-US names do not spell out (it gives "GMT+8" for
 * Singapore, and "Hong Kong Standard Time" has initials HKST).
 */
const EXTRA_ABBREVIATIONS: Record<string, string[]> = {
  'Asia/Singapore': ['SGT'],
  'Asia/Hong_Kong': ['HKT'],
  'Asia/Shanghai': ['CST'],
  'Asia/Dubai': ['GST'],
  'Asia/Jakarta': ['WIB'],
};

/**
 * The zone most people mean by an abbreviation many zones share: "GMT" is London before it is
 * Abidjan. It comes first among the matches.
 */
const USUAL_ZONE: Record<string, string[]> = {
  GMT: ['Europe/London'],
  BST: ['Europe/London'],
  ET: ['America/New_York'],
  EST: ['America/New_York'],
  EDT: ['America/New_York'],
  CT: ['America/Chicago'],
  CST: ['America/Chicago'],
  CDT: ['America/Chicago'],
  MT: ['America/Denver'],
  MST: ['America/Denver'],
  MDT: ['America/Denver'],
  PT: ['America/Los_Angeles'],
  PST: ['America/Los_Angeles'],
  PDT: ['America/Los_Angeles'],
  CET: ['Europe/Paris', 'Europe/Berlin'],
  CEST: ['Europe/Paris', 'Europe/Berlin'],
  EET: ['Europe/Athens'],
  IST: ['Asia/Kolkata', 'Asia/Calcutta'],
  AEST: ['Australia/Sydney'],
  AEDT: ['Australia/Sydney'],
};

/** The zone's name in `style` at each instant; one formatter per style, as making one is slow. */
function zoneNames(
  zone: string,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
  ...at: Date[]
): string[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style });
  return at.map((d) => format.formatToParts(d).find((p) => p.type === 'timeZoneName')?.value ?? '');
}

/** "GMT-05:00" (or "GMT" for zero) → minutes east of UTC. */
function parseGmtOffset(text: string): number {
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** "UTC−05:00", with a real minus sign as typography wants. */
export function formatUtcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '\u2212' : '+'}${hh}:${mm}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

/** The zone's city as people say it: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * Every zone the runtime knows, described for searching. Winter and summer names both count,
 * so "EDT" finds New York in January too; the shown offset is the one at `now`.
 */
export function timeZoneOptions(now: Date = new Date()): TimeZoneOption[] {
  const year = now.getUTCFullYear();
  const seasons = [new Date(Date.UTC(year, 0, 15)), new Date(Date.UTC(year, 6, 15))];
  return listTimeZones().map((zone) => {
    const longNames = [
      ...zoneNames(zone, 'long', ...seasons),
      ...zoneNames(zone, 'longGeneric', seasons[0]!),
    ];
    const shortNames = zoneNames(zone, 'short', ...seasons).filter((n) => /^[A-Z]{2,5}$/.test(n));
    const abbreviations = new Set([
      ...shortNames,
      ...longNames.filter((n) => !n.startsWith('GMT')).map(initials),
      // "Central European Standard Time" is CET to everyone, not CEST.
      ...longNames.map((n) => initials(n.replace(/ Standard /, ' '))),
      ...(EXTRA_ABBREVIATIONS[zone] ?? []),
    ]);
    const offsetMinutes = parseGmtOffset(zoneNames(zone, 'longOffset', now)[0]!);
    const city = cityOf(zone);
    const offset = formatUtcOffset(offsetMinutes);
    return {
      value: zone,
      label: zone === city ? `${zone} (${offset})` : `${city} (${zone}, ${offset})`,
      city,
      abbreviations: [...abbreviations].filter((a) => a.length >= 2),
      names: [...new Set(longNames.map((n) => n.toLowerCase()))],
      offsetMinutes,
    };
  });
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** "UTC+5:30", "gmt-8", "UTC −05:00" → minutes east of UTC; null when it is not an offset. */
function parseOffsetQuery(query: string): number | null {
  const m = /^(?:utc|gmt)\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(query);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
}

/**
 * The options a picker query finds, best first: an exact city or abbreviation ("Tokyo", "EST",
 * "GMT"), then cities starting with it, then any mention in the zone id or its long names
 * ("eastern", "america/new"). "UTC+1" or "GMT-05:00" finds the zones at that offset now.
 * An empty query finds everything, in the given order.
 */
export function searchTimeZones(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const q = normalize(query);
  if (!q) return options;
  const upper = q.toUpperCase().replace(/\s/g, '');
  const offset = parseOffsetQuery(q);
  const ranked: { option: TimeZoneOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const city = normalize(option.city);
    const id = normalize(option.value);
    let rank: number;
    if (USUAL_ZONE[upper]?.includes(option.value)) rank = -1;
    else if (city === q || id === q || option.abbreviations.includes(upper)) rank = 0;
    else if (offset !== null && option.offsetMinutes === offset) rank = 1;
    else if (city.startsWith(q)) rank = 2;
    else if (id.includes(q) || option.names.some((n) => n.includes(q))) rank = 3;
    else return;
    ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.option);
}
