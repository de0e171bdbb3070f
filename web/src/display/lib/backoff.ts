/** Exponential back-off with jitter, so a hundred screens do not reconnect in lockstep after an outage. */
export function backoffMs(failures: number, baseMs = 1000, maxMs = 60_000): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + Math.random() * 0.5));
}
