import { describe, expect, it } from 'vitest';
import { connectPacer } from './connect-pacer.js';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('connect pacer', () => {
  it('admits a burst at once, then one per interval', () => {
    const c = clock();
    const pacer = connectPacer({ ratePerSecond: 100, burst: 5, now: c.now, random: () => 0 });
    for (let i = 0; i < 5; i++) expect(pacer.admit()).toBeUndefined();
    expect(pacer.admit()).toBe(10);
    c.advance(10);
    expect(pacer.admit()).toBeUndefined();
    expect(pacer.admit()).toBeDefined();
  });

  it('lets no one in while the node is busy, and keeps the tokens for afterwards', () => {
    const c = clock();
    let busy = true;
    const pacer = connectPacer({
      ratePerSecond: 100,
      burst: 3,
      now: c.now,
      random: () => 0,
      busy: () => busy,
    });
    expect([pacer.admit(), pacer.admit()]).toEqual([10, 20]);
    busy = false;
    for (let i = 0; i < 3; i++) expect(pacer.admit()).toBeUndefined();
    expect(pacer.admit()).toBeDefined();
  });

  it('gives each refused handshake its own later slot, spread at the rate', () => {
    const c = clock();
    const pacer = connectPacer({ ratePerSecond: 100, burst: 1, now: c.now, random: () => 0 });
    expect(pacer.admit()).toBeUndefined();
    const waits = Array.from({ length: 1000 }, () => pacer.admit()!);
    // 1,000 refused at once come back 10 ms apart, the last after 10 s.
    expect(waits.slice(0, 3)).toEqual([10, 20, 30]);
    expect(waits.at(-1)).toBe(10_000);
    // Coming back at its slot, each finds a token.
    for (const wait of waits.slice(0, 50)) {
      c.advance(wait - (c.now() - 1_000_000));
      expect(pacer.admit()).toBeUndefined();
    }
  });

  it('never hands out a wait past the cap, and refills no more than the burst', () => {
    const c = clock();
    const pacer = connectPacer({
      ratePerSecond: 10,
      burst: 2,
      now: c.now,
      random: () => 0,
      maxWaitMs: 1000,
    });
    pacer.admit();
    pacer.admit();
    const waits = Array.from({ length: 100 }, () => pacer.admit()!);
    expect(Math.max(...waits)).toBe(1000);
    c.advance(60_000);
    expect(pacer.admit()).toBeUndefined();
    expect(pacer.admit()).toBeUndefined();
    expect(pacer.admit()).toBeDefined();
  });
});
