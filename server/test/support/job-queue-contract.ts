import { afterEach, describe, expect, it } from 'vitest';
import {
  LANE_CONCURRENCY,
  MEDIA_PROCESS_JOB,
  PAIRING_EXPIRY_JOB,
  PermanentJobError,
  type JobContext,
  type JobQueue,
} from '@marquee/worker';
import { waitFor } from './wait-for.js';

/** The behaviour both queue implementations promise; run against each. */
export function describeJobQueue(label: string, make: () => JobQueue) {
  describe(`job queue contract: ${label}`, () => {
    let queue: JobQueue | undefined;
    const fresh = () => (queue = make());
    afterEach(async () => {
      await queue?.close();
      queue = undefined;
    });

    it('runs a job with its data once started', async () => {
      const q = fresh();
      const seen: unknown[] = [];
      q.process<{ n: number }>('echo', async (data) => void seen.push(data));
      await q.add('echo', { n: 1 });
      await q.start();
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ n: 1 }]);
    });

    it('runs system jobs while every media slot is taken by a slow job, and counts each lane', async () => {
      const q = fresh();
      let release!: () => void;
      const slow = new Promise<void>((r) => (release = r));
      let mediaStarted = 0;
      let mediaDone = 0;
      const system: string[] = [];
      q.process(MEDIA_PROCESS_JOB, async () => {
        mediaStarted++;
        await slow;
        mediaDone++;
      });
      q.process<{ code: string }>(PAIRING_EXPIRY_JOB, async (d) => void system.push(d.code));
      await q.start();
      // One more media job than the lane runs at once, so one waits behind the slow ones.
      for (let i = 0; i <= LANE_CONCURRENCY.media; i++)
        await q.add(MEDIA_PROCESS_JOB, { contentId: i, userId: 1 });
      await waitFor(() => mediaStarted === LANE_CONCURRENCY.media);
      await q.add(PAIRING_EXPIRY_JOB, { code: 'ABC123' });
      await waitFor(() => system.length === 1);
      expect(mediaDone).toBe(0);
      const lanes = await q.countsByLane();
      expect(lanes.media).toMatchObject({ active: LANE_CONCURRENCY.media, waiting: 1 });
      expect(lanes.system).toMatchObject({ active: 0, waiting: 0 });
      release();
      await waitFor(() => mediaDone === LANE_CONCURRENCY.media + 1);
    });

    it('retries transient failures with back-off and reports the final attempt', async () => {
      const q = fresh();
      const attempts: JobContext[] = [];
      q.process('flaky', async (_d, ctx) => {
        attempts.push(ctx);
        if (ctx.attempt < 3) throw new Error('transient');
      });
      await q.start();
      await q.add('flaky', {}, { attempts: 3, backoffMs: 20 });
      await waitFor(() => attempts.length === 3);
      expect(attempts.map((a) => [a.attempt, a.isFinalAttempt])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
    });

    it('does not retry a permanent failure, and counts it as failed', async () => {
      const q = fresh();
      let runs = 0;
      q.process('broken', async () => {
        runs++;
        throw new PermanentJobError('corrupt file');
      });
      await q.start();
      await q.add('broken', {}, { attempts: 5, backoffMs: 10 });
      await waitFor(async () => (await q.counts()).failed === 1);
      expect(runs).toBe(1);
    });

    it('deduplicates by job id while the first is pending', async () => {
      const q = fresh();
      let runs = 0;
      q.process('once', async () => void runs++);
      await q.start();
      await q.add('once', {}, { jobId: 'item-7', delayMs: 150 });
      await q.add('once', {}, { jobId: 'item-7', delayMs: 150 });
      await q.add('once', {}, { jobId: 'item-7' });
      await waitFor(() => runs >= 1);
      await q.add('marker', {});
      q.process('marker', async () => {});
      await new Promise((r) => setTimeout(r, 400));
      expect(runs).toBe(1);
    });

    it('tells onGiveUp once, with the reason, when the tries are used up', async () => {
      const q = fresh();
      const gaveUp: [unknown, string][] = [];
      let runs = 0;
      q.process<{ n: number }>(
        'doomed',
        async () => {
          runs++;
          throw new Error(`broken ${runs}`);
        },
        { onGiveUp: async (data, reason) => void gaveUp.push([data, reason]) },
      );
      q.process<{ n: number }>(
        'recovers',
        async (_d, ctx) => {
          if (ctx.attempt === 1) throw new Error('transient');
        },
        { onGiveUp: async (data, reason) => void gaveUp.push([data, reason]) },
      );
      await q.start();
      await q.add('recovers', { n: 1 }, { attempts: 2, backoffMs: 10 });
      await q.add('doomed', { n: 2 }, { attempts: 2, backoffMs: 10 });
      await waitFor(() => gaveUp.length === 1);
      expect(gaveUp).toEqual([[{ n: 2 }, 'broken 2']]);
      expect(runs).toBe(2);
    });

    it('says whether an id is live, and takes a finished id again', async () => {
      const q = fresh();
      let runs = 0;
      q.process('again', async () => {
        runs++;
        if (runs === 1) throw new PermanentJobError('first try fails');
      });
      await q.add('again', {}, { jobId: 'item-9', delayMs: 100 });
      expect(await q.isLive('item-9')).toBe(true);
      expect(await q.isLive('item-10')).toBe(false);
      await q.start();
      await waitFor(async () => runs === 1 && !(await q.isLive('item-9')));
      await q.add('again', {}, { jobId: 'item-9' });
      await waitFor(() => runs === 2);
      await waitFor(async () => !(await q.isLive('item-9')));
    });

    it('refuses job ids with a colon, as BullMQ does', async () => {
      const q = fresh();
      await expect(q.add('x', {}, { jobId: 'item:7' })).rejects.toThrow();
    });

    it('runs a delayed job after an immediate one', async () => {
      const q = fresh();
      const order: string[] = [];
      q.process<{ tag: string }>('tag', async (d) => void order.push(d.tag));
      await q.start();
      await q.add('tag', { tag: 'later' }, { delayMs: 200 });
      await q.add('tag', { tag: 'now' });
      await waitFor(() => order.length === 2);
      expect(order).toEqual(['now', 'later']);
    });

    it('repeats a job on its period', async () => {
      const q = fresh();
      let ticks = 0;
      q.process('tick', async () => void ticks++);
      await q.start();
      await q.repeat('tick', 100);
      await waitFor(() => ticks >= 3);
      expect(ticks).toBeGreaterThanOrEqual(3);
    });
  });
}
