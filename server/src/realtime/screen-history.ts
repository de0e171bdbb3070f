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
  const inOrder = (displayId: number, what: string, work: () => Promise<void>) => {
    const next = (chains.get(displayId) ?? Promise.resolve())
      .then(work)
      .catch((err: unknown) => logger.warn({ err, displayId }, `screen ${what} not recorded`));
    chains.set(displayId, next);
    void next.then(() => {
      if (chains.get(displayId) === next) chains.delete(displayId);
    });
  };
  const timer = setInterval(() => {
    const screens = local();
    if (screens.length)
      void recorder
        .online(screens)
        .catch((err: unknown) => logger.warn({ err }, 'screens not marked online'));
  }, SCREEN_SEEN_MS).unref();

  return {
    online: (s: ScreenPresence) => inOrder(s.displayId, 'online', () => recorder.online([s])),
    offline: (s: ScreenPresence) => inOrder(s.displayId, 'offline', () => recorder.offline([s])),
    /** A dead node's screens that no live node has. */
    gone: (screens: ScreenPresence[]) =>
      void recorder
        .offline(screens)
        .catch((err: unknown) => logger.warn({ err }, 'a dead node’s screens not recorded')),
    report: (s: ScreenPresence, raw: unknown) =>
      inOrder(s.displayId, 'report', () => recorder.report(s, raw)),
    mediaError(s: ScreenPresence, raw: unknown) {
      const at = Date.now();
      const w = errorWindows.get(s.displayId);
      if (!w || at - w.start > 60_000) errorWindows.set(s.displayId, { start: at, count: 1 });
      else if (++w.count > ERRORS_PER_MINUTE) return;
      inOrder(s.displayId, 'media error', () => recorder.mediaError(s, raw));
    },
    forget: (displayId: number) => errorWindows.delete(displayId),
    stop: () => clearInterval(timer),
  };
}
export type ScreenHistory = ReturnType<typeof screenHistory>;
