import type { Uptime, UptimeInterval } from '@marquee/protocol';

/**
 * Online intervals (sorted by start, never overlapping by construction, but clipped as if they
 * might) turned into alternating online/offline intervals over [start, end).
 */
export function uptimeOf(
  spans: { connectedAt: Date; disconnectedAt: Date | null }[],
  start: Date,
  end: Date,
): Uptime {
  const intervals: UptimeInterval[] = [];
  let online = 0;
  let offline = 0;
  const push = (from: number, to: number, isOnline: boolean) => {
    if (to <= from) return;
    const last = intervals.at(-1);
    if (last && last.online === isOnline && Date.parse(last.to) === from)
      last.to = new Date(to).toISOString();
    else
      intervals.push({
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        online: isOnline,
      });
    if (isOnline) online += to - from;
    else offline += to - from;
  };
  const endMs = end.getTime();
  let cursor = start.getTime();
  for (const s of spans) {
    const from = Math.max(s.connectedAt.getTime(), cursor);
    const to = Math.min(s.disconnectedAt?.getTime() ?? endMs, endMs);
    if (to <= from) continue;
    push(cursor, from, false);
    push(from, to, true);
    cursor = to;
  }
  push(cursor, endMs, false);
  return {
    onlineSeconds: Math.round(online / 1000),
    offlineSeconds: Math.round(offline / 1000),
    intervals,
  };
}
