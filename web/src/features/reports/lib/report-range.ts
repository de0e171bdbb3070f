const DAY_MS = 86_400_000;

/** From local midnight `days - 1` days ago to the end of today: `days` whole days. */
export function lastDays(days: number, now = new Date()): { from: Date; to: Date } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return {
    from: new Date(today.getTime() - (days - 1) * DAY_MS),
    to: new Date(today.getTime() + DAY_MS),
  };
}

/** Every day key (YYYY-MM-DD) of the range, so days without plays still show as zero. */
export function dayKeys(from: Date, to: Date): string[] {
  const keys: string[] = [];
  for (let d = new Date(from); d < to; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1))
    keys.push(
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
    );
  return keys;
}

export const formatSeconds = (s: number) =>
  s >= 3600
    ? `${(s / 3600).toFixed(1)} h`
    : s >= 60
      ? `${Math.round(s / 60)} min`
      : `${Math.round(s)} s`;
