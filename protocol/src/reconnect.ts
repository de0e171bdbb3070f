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

/**
 * A node refusing a screen's connection for now, because too many arrive at once (a reconnect
 * storm): the connect error's message, with `data.retryAfterMs` saying when to come back.
 */
export const CONNECT_BUSY = 'Busy';
export interface ConnectBusy {
  retryAfterMs: number;
}

/** The wait a busy node asked for in a connect error, if that is what the error is. */
export function busyRetryAfterMs(err: unknown): number | undefined {
  if (!(err instanceof Error) || err.message !== CONNECT_BUSY) return undefined;
  const wait = (err as Error & { data?: Partial<ConnectBusy> }).data?.retryAfterMs;
  return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? wait : undefined;
}

// Protocol is built without DOM or Node typings; both runtimes have these timers.
declare function setTimeout(callback: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

/** What the reconnect loop needs of a socket.io client socket. */
export interface ReconnectingSocket {
  readonly connected: boolean;
  connect(): unknown;
  on(event: string, listener: (arg: never) => void): unknown;
}

/**
 * The player's reconnect loop (socket.io's own is off): full jitter under the cap, a stopping
 * node's hint for the next attempt, a busy node's retry-after for its paced handshake.
 * `onConnect` runs on every connect (catch up: a conditional fetch); `refused` on each paced one.
 * Returns `stop`, which cancels a pending attempt.
 */
export function reconnectAsPlayer(
  socket: ReconnectingSocket,
  o: { onConnect?: () => void; refused?: () => void } = {},
): () => void {
  let attempt = 0;
  let hintMs: number | null = null;
  let timer: unknown;
  let stopped = false;
  const retry = () => {
    if (stopped || timer !== undefined) return;
    const wait = hintMs ?? reconnectDelayMs(attempt++);
    hintMs = null;
    timer = setTimeout(() => {
      timer = undefined;
      if (!socket.connected) socket.connect();
    }, wait);
  };
  socket.on('connect', () => {
    attempt = 0;
    o.onConnect?.();
  });
  socket.on('connect_error', (err: unknown) => {
    const busy = busyRetryAfterMs(err);
    if (busy !== undefined) {
      hintMs = busy;
      o.refused?.();
    }
    retry();
  });
  socket.on('disconnect', retry);
  socket.on(SERVER_DRAINING_EVENT, (hint: ServerDraining) => {
    hintMs = hint.reconnectInMs;
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
