import { afterEach, describe, expect, it, vi } from 'vitest';
import { FairQueue, QueueFullError, type ClientWork } from '@marquee/core/fair-queue.js';

/** A queue whose slots are all held until `release()`, so everything after waits in line. */
function heldQueue(opts: { slots?: number; maxWaiting?: number; maxWaitMs?: number } = {}) {
  const slots = opts.slots ?? 1;
  const queue = new FairQueue({ name: 'test', maxWaiting: 1000, ...opts, slots });
  const order: string[] = [];
  const releases: (() => void)[] = [];
  const held = Array.from({ length: slots }, () =>
    queue.run(undefined, () => new Promise<void>((r) => releases.push(r))),
  );
  const job = (name: string, work?: ClientWork) =>
    queue.run(work, async () => void order.push(name));
  const release = () => {
    for (const r of releases) r();
    return Promise.all(held);
  };
  return { queue, order, job, release };
}

const request = (client: string): ClientWork => ({ client });

describe('FairQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('serves work of no client (screens) before client work queued earlier', async () => {
    const { order, job, release } = heldQueue();
    const done = [job('dashboard', request('owner')), job('screen poll'), job('pairing')];
    await release();
    await Promise.all(done);
    expect(order).toEqual(['screen poll', 'pairing', 'dashboard']);
  });

  it('interleaves clients: one sending many requests at once queues behind itself', async () => {
    const { order, job, release } = heldQueue();
    const done = [
      ...['a1', 'a2', 'a3'].map((n) => job(n, request('a'))),
      job('b1', request('b')),
      job('c1', request('c')),
    ];
    await release();
    await Promise.all(done);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it("lets a started request's next query go before requests that have not started", async () => {
    const { queue, order, job, release } = heldQueue();
    const a = request('a');
    let second!: Promise<void>;
    const started = queue.run(a, async () => {
      order.push('a: first query');
      second = job('a: second query', a); // asked for while b and c already wait
    });
    const others = [job('b', request('b')), job('c', request('c'))];
    await release();
    await started;
    await Promise.all([second, ...others]);
    expect(order).toEqual(['a: first query', 'a: second query', 'b', 'c']);
  });

  it('runs up to `slots` jobs at once', async () => {
    const queue = new FairQueue({ name: 'test', slots: 2, maxWaiting: 10 });
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const jobs = ['a', 'b', 'c'].map((c) =>
      queue.run(request(c), () => {
        started.push(c);
        return new Promise<void>((r) => releases.push(r));
      }),
    );
    expect(started).toEqual(['a', 'b']);
    releases[0]!();
    await jobs[0];
    await new Promise((r) => setImmediate(r)); // the slot is handed on after an event loop turn
    expect(started).toEqual(['a', 'b', 'c']);
    for (const r of releases) r();
    await Promise.all(jobs);
  });

  it('refuses a new request when too much waits, but not started work or screens', async () => {
    const { queue, order, job, release } = heldQueue({ maxWaiting: 2 });
    const a = request('a');
    const later: Promise<void>[] = [];
    const admitted = queue.run(a, async () => {
      order.push('a1');
      later.push(job('d1', request('d'))); // b1 and d1 now wait: the queue is full
      later.push(job('a2', a)); // but a request already started is never refused
    });
    const second = job('b1', request('b'));
    const refused = job('c1', request('c'));
    const screen = job('screen');
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ code: '53300' });
    await release();
    await Promise.all([admitted, second, screen]);
    await Promise.all(later);
    expect(order).toEqual(['screen', 'a1', 'a2', 'b1', 'd1']);
  });

  it('refuses a request that has waited maxWaitMs, and runs the ones behind it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { order, job, release } = heldQueue({ maxWaitMs: 1000 });
    const early = expect(job('early', request('a'))).rejects.toBeInstanceOf(QueueFullError);
    await vi.advanceTimersByTimeAsync(600);
    const late = job('late', request('b'));
    await vi.advanceTimersByTimeAsync(600);
    await early;
    await release();
    await late;
    expect(order).toEqual(['late']);
  });

  it('passes a failing job on to its caller and goes on with the next', async () => {
    const { queue, order, job, release } = heldQueue();
    const failing = queue.run(undefined, () => Promise.reject(new Error('syntax error')));
    const after = job('next');
    await release();
    await expect(failing).rejects.toThrow('syntax error');
    await after;
    expect(order).toEqual(['next']);
  });
});
