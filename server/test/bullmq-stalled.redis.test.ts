import crypto from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { bullmqQueue } from '@marquee/core/jobs/bullmq-queue.js';
import { waitFor } from './support/wait-for.js';

describe('BullMQ: a job whose worker dies twice', () => {
  it('is given up (onGiveUp runs) instead of staying active forever', async () => {
    const redisUrl = inject('redisUrl');
    const prefix = `${inject('runPrefix')}:${crypto.randomBytes(3).toString('hex')}`;
    const connection = { url: redisUrl, maxRetriesPerRequest: null };
    const lockMs = 1000;
    const producer = new Queue('media', { connection, prefix });
    await producer.add('media.process', { contentId: 1 }, { jobId: 'media-1', attempts: 3 });
    await producer.close();

    // Two workers take the job and die: a forced close stops renewing the lock, as kill -9 does.
    // The second one takes it only after its own stall check put it back.
    for (let death = 0; death < 2; death++) {
      let took!: () => void;
      const taken = new Promise<void>((r) => (took = r));
      const doomed = new Worker(
        'media',
        async () => {
          took();
          await new Promise(() => {});
        },
        { connection, prefix, lockDuration: lockMs, stalledInterval: lockMs },
      );
      await taken;
      await doomed.close(true);
    }

    const survivor = bullmqQueue({ redisUrl, prefix, logger: pino({ level: 'silent' }), lockMs });
    const gaveUp: string[] = [];
    let handled = 0;
    survivor.process('media.process', async () => void handled++, {
      onGiveUp: async (_data, reason) => void gaveUp.push(reason),
    });
    await survivor.start();
    try {
      await waitFor(() => gaveUp.length === 1, 20_000);
      expect(gaveUp[0]).toMatch(/stalled/);
      expect(handled).toBe(0);
      expect(await survivor.isLive('media-1')).toBe(false);
    } finally {
      await survivor.close();
    }
  });
});
