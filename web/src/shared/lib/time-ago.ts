const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'just now', '2 minutes ago', 'yesterday': how long ago a screen last checked in. */
export function timeAgo(value: string | null, now = Date.now()): string {
  if (!value) return 'never';
  const elapsed = now - new Date(value).getTime();
  if (Number.isNaN(elapsed)) return 'never';
  if (elapsed < 60_000) return 'just now';
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
