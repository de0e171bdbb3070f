import { PLAYS_PATH } from '@marquee/protocol/player';
import { forgetPlays, oldestPlays, queuedCount } from './play-queue';

const BATCH = 100;
const EVERY_MS = 15_000;

/**
 * Sends queued plays, oldest first, while online: every 15 s, or at once when 100 are waiting.
 * A play leaves the queue only once the server has it (202: stored now or before) or refused it
 * for good (400/403 name each such play); anything else is tried again later, which the
 * server's idempotence by id makes safe.
 */
export function startPlaySender(token: string): { nudge: () => void; stop: () => void } {
  let busy = false;
  let stopped = false;

  async function flush(): Promise<void> {
    if (busy || stopped) return;
    busy = true;
    try {
      for (;;) {
        const batch = await oldestPlays(BATCH);
        if (!batch.length || stopped) return;
        const res = await fetch(PLAYS_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ plays: batch }),
          credentials: 'omit',
        });
        if (res.status === 202) await forgetPlays(batch.map((p) => p.id));
        else if (res.status === 400 || res.status === 403) {
          const { errors } = (await res.json().catch(() => ({}))) as {
            errors?: Record<string, string>;
          };
          const bad = new Set(
            Object.keys(errors ?? {}).map((k) => Number(/^plays\.(\d+)\./.exec(k)?.[1])),
          );
          // Without a per-play reason the whole batch is what the server cannot take.
          await forgetPlays(batch.filter((_, i) => !errors || bad.has(i)).map((p) => p.id));
        } else return;
        if (batch.length < BATCH) return;
      }
    } catch {
      // Offline or the server is away: the plays wait in the queue.
    } finally {
      busy = false;
    }
  }

  const timer = window.setInterval(() => void flush(), EVERY_MS);
  const online = () => void flush();
  window.addEventListener('online', online);
  void flush();
  return {
    nudge: () =>
      void queuedCount()
        .then((n) => (n >= BATCH ? flush() : undefined))
        .catch(() => {}),
    stop() {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    },
  };
}
