/**
 * How long a screen waits before its next reconnect attempt: exponential with full jitter and a
 * low cap. Full jitter spreads thousands of screens evenly over the window instead of in waves,
 * and the low cap brings them all back within seconds of their node returning.
 */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 5000;

export function reconnectDelayMs(
  attempt: number,
  random: () => number = Math.random,
  baseMs = RECONNECT_BASE_MS,
  capMs = RECONNECT_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Sent by a node about to stop: reconnect (to another node, or to this one after its restart). */
export const SERVER_DRAINING_EVENT = 'server:draining';
export interface ServerDraining {
  /** A per-screen random delay, so the other nodes are not hit by every screen at once. */
  reconnectInMs: number;
}
