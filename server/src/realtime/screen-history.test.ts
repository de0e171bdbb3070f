import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenPresence } from './cluster-presence.js';
import { screenHistory, type ScreenRecorder } from './screen-history.js';

const screen = (displayId: number): ScreenPresence => ({ displayId, userId: 1, locationId: 1 });

/** A recorder that writes when told to, so the order of writes can be seen. */
function slowRecorder() {
  const writes: string[] = [];
  const pending: (() => void)[] = [];
  const write = (what: string) =>
    new Promise<void>((resolve) => {
      writes.push(`start ${what}`);
      pending.push(() => {
        writes.push(`end ${what}`);
        resolve();
      });
    });
  const recorder: ScreenRecorder = {
    online: (screens) => write(`online ${screens.map((s) => s.displayId).join(',')}`),
    offline: (screens) => write(`offline ${screens.map((s) => s.displayId).join(',')}`),
    report: async () => {},
    mediaError: async () => {},
  };
  const finishAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
  };
  return { recorder, writes, finishAll };
}

describe('screen history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the screens that connect together in one batch', async () => {
    const r = slowRecorder();
    const history = screenHistory(r.recorder, () => [], pino({ level: 'silent' }));
    for (const id of [1, 2, 3]) history.online(screen(id));
    await vi.advanceTimersByTimeAsync(250);
    await r.finishAll();
    expect(r.writes).toEqual(['start online 1,2,3', 'end online 1,2,3']);
    history.stop();
  });

  it('writes a connect not yet written before the disconnect, and never lets a connect overtake a disconnect', async () => {
    const r = slowRecorder();
    const history = screenHistory(r.recorder, () => [], pino({ level: 'silent' }));
    // Screen 1 stays for less than the batch: its short visit is still recorded.
    history.online(screen(1));
    history.offline(screen(1));
    // Screen 2 leaves, and comes back while its disconnect is still being written.
    history.offline(screen(2));
    await vi.advanceTimersByTimeAsync(0);
    history.online(screen(2));
    await vi.advanceTimersByTimeAsync(250);
    expect(r.writes).toEqual(['start online 1', 'start offline 2']);
    await r.finishAll();
    expect(r.writes).toEqual([
      'start online 1',
      'start offline 2',
      'end online 1',
      'start offline 1',
      'end offline 2',
      'start online 2',
      'end offline 1',
      'end online 2',
    ]);
    history.stop();
  });
});
