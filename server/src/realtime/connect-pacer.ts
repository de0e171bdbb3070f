/**
 * Paces screens' socket handshakes when a node restarts and thousands come back at once: a token
 * bucket (`ratePerSecond`, up to `burst` at once) admits them; each one refused is given its own
 * later slot, one 1/rate apart, as a retry-after, so the refused come back evenly spread at the
 * rate the node takes instead of in waves. Screens already connected, their polls and the
 * dashboard never pass here, so a storm cannot starve them.
 * While `busy()` says the node is behind (its database queue is long), no one is admitted: each
 * admitted screen's sign-in and first poll queue in front of the dashboard's queries, and a full
 * burst of 1,000 made them wait past the pool's 3 s limit (503).
 */
export function connectPacer(o: {
  ratePerSecond: number;
  burst: number;
  now?: () => number;
  random?: () => number;
  /** The longest wait handed out, however deep the storm. */
  maxWaitMs?: number;
  busy?: () => boolean;
}) {
  const now = o.now ?? Date.now;
  const random = o.random ?? Math.random;
  const maxWaitMs = o.maxWaitMs ?? 60_000;
  const interval = 1000 / o.ratePerSecond;
  let tokens = o.burst;
  let refilledAt = now();
  let lastSlot = 0;

  return {
    /** Undefined: come in. A number: come back after that many milliseconds. */
    admit(): number | undefined {
      const t = now();
      tokens = Math.min(o.burst, tokens + (t - refilledAt) / interval);
      refilledAt = t;
      if (tokens >= 1 && !o.busy?.()) {
        tokens -= 1;
        return undefined;
      }
      lastSlot = Math.min(Math.max(lastSlot, t) + interval, t + maxWaitMs);
      // A little jitter on top, so clients given neighbouring slots do not land in one tick.
      return Math.ceil(lastSlot - t + random() * Math.min(250, interval * 10));
    },
  };
}
export type ConnectPacer = ReturnType<typeof connectPacer>;
