import type { Logger } from 'pino';
import type { ScreenPresence } from './cluster-presence.js';

/** Where the realtime layer records what screens do (the screen-health service). */
export interface ScreenRecorder {
  online(screens: ScreenPresence[]): Promise<void>;
  offline(screens: ScreenPresence[]): Promise<void>;
  report(screen: ScreenPresence, raw: unknown): Promise<void>;
  mediaError(screen: ScreenPresence, raw: unknown): Promise<void>;
}

/** Open intervals of this node's screens are refreshed this often (see STALE_AFTER_MS). */
export const SCREEN_SEEN_MS = 15_000;
const ONLINE_SLICE = 500;
const ARRIVAL_BATCH_MS = 200;
/** A screen failing on every file reports a few errors a minute, not hundreds. */
const ERRORS_PER_MINUTE = 6;

/**
 * Wraps the recorder for socket handlers: one screen's writes run in order (a disconnect never
 * overtakes its connect), failures are logged rather than thrown into socket.io, media errors
 * are rate-limited per screen, and this node's screens are marked still online periodically,
 * which also repairs an interval closed by a reconnect racing its old socket's disconnect.
 */
export function screenHistory(
  recorder: ScreenRecorder,
  local: () => ScreenPresence[],
  logger: Logger,
) {
  const chains = new Map<number, Promise<void>>();
  const errorWindows = new Map<number, { start: number; count: number }>();
  /** Runs after every earlier write of these screens, and every later one waits for it. */
  const inOrder = (displayIds: number[], what: string, work: () => Promise<void>) => {
    const next = Promise.all(displayIds.map((id) => chains.get(id)))
      .then(work)
      .catch((err: unknown) =>
        logger.warn({ err, displayIds: displayIds.slice(0, 10) }, `screen ${what} not recorded`),
      );
    for (const id of displayIds) chains.set(id, next);
    void next.then(() => {
      for (const id of displayIds) if (chains.get(id) === next) chains.delete(id);
    });
  };
  // In slices: one write for a node's 10,000 screens held the embedded database (and with it
  // every poll) for 400 ms; between slices the screens are answered.
  const markOnline = async (screens: ScreenPresence[]) => {
    for (let i = 0; i < screens.length; i += ONLINE_SLICE)
      await recorder.online(screens.slice(i, i + ONLINE_SLICE));
  };
  const timer = setInterval(
    () =>
      void markOnline(local()).catch((err: unknown) =>
        logger.warn({ err }, 'screens not marked online'),
      ),
    SCREEN_SEEN_MS,
  ).unref();

  // Connects are written together: after a restart 10,000 screens return within seconds, and
  // four queries each queued the dashboard behind them until its requests timed out (503).
  const arrived = new Map<number, ScreenPresence>();
  let arriving: NodeJS.Timeout | undefined;
  const flushArrived = () => {
    arriving = undefined;
    const screens = [...arrived.values()];
    arrived.clear();
    inOrder(
      screens.map((s) => s.displayId),
      'online',
      () => markOnline(screens),
    );
  };

  return {
    online(s: ScreenPresence) {
      arrived.set(s.displayId, s);
      arriving ??= setTimeout(flushArrived, ARRIVAL_BATCH_MS);
    },
    offline(s: ScreenPresence) {
      // A connect not yet written goes first, alone: a visit shorter than the batch is still
      // a visit in the screen's uptime history.
      if (arrived.delete(s.displayId)) inOrder([s.displayId], 'online', () => markOnline([s]));
      inOrder([s.displayId], 'offline', () => recorder.offline([s]));
    },
    /** A dead node's screens that no live node has. */
    gone: (screens: ScreenPresence[]) =>
      void recorder
        .offline(screens)
        .catch((err: unknown) => logger.warn({ err }, 'a dead node’s screens not recorded')),
    report: (s: ScreenPresence, raw: unknown) =>
      inOrder([s.displayId], 'report', () => recorder.report(s, raw)),
    mediaError(s: ScreenPresence, raw: unknown) {
      const at = Date.now();
      const w = errorWindows.get(s.displayId);
      if (!w || at - w.start > 60_000) errorWindows.set(s.displayId, { start: at, count: 1 });
      else if (++w.count > ERRORS_PER_MINUTE) return;
      inOrder([s.displayId], 'media error', () => recorder.mediaError(s, raw));
    },
    forget: (displayId: number) => errorWindows.delete(displayId),
    stop() {
      clearInterval(timer);
      clearTimeout(arriving);
    },
  };
}
export type ScreenHistory = ReturnType<typeof screenHistory>;
