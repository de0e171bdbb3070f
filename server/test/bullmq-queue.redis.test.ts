import crypto from 'node:crypto';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { Queue } from 'bullmq';
import { PAIRING_EXPIRY_JOB, WORKER_HEARTBEAT_JOB } from '@marquee/worker';
import { waitFor } from './support/wait-for.js';
import { describeJobQueue } from './support/job-queue-contract.js';
import { bullmqQueue, LEGACY_QUEUE } from '@marquee/core/jobs/bullmq-queue.js';

describeJobQueue('BullMQ on Redis', () =>
  bullmqQueue({
    redisUrl: inject('redisUrl'),
    // A fresh namespace per test keeps runs and tests apart; the global teardown removes the keys.
    prefix: `${inject('runPrefix')}:${crypto.randomBytes(3).toString('hex')}`,
    logger: pino({ level: 'silent' }),
  }),
);

describe('BullMQ lanes after an upgrade from the single queue', () => {
  it('works off jobs left in the old queue and drops its schedules', async () => {
    const prefix = `${inject('runPrefix')}:${crypto.randomBytes(3).toString('hex')}`;
    const connection = { url: inject('redisUrl') };
    const old = new Queue(LEGACY_QUEUE, { connection, prefix });
    await old.add(PAIRING_EXPIRY_JOB, { code: 'OLD123' }, { jobId: 'left-behind' });
    await old.upsertJobScheduler(
      WORKER_HEARTBEAT_JOB,
      { every: 60_000 },
      { name: WORKER_HEARTBEAT_JOB },
    );
    const queue = bullmqQueue({
      redisUrl: inject('redisUrl'),
      prefix,
      logger: pino({ level: 'silent' }),
    });
    const seen: unknown[] = [];
    queue.process(PAIRING_EXPIRY_JOB, async (data) => void seen.push(data));
    queue.process(WORKER_HEARTBEAT_JOB, async () => {});
    try {
      await queue.start();
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ code: 'OLD123' }]);
      expect(await old.getJobSchedulers()).toEqual([]);
    } finally {
      await queue.close();
      await old.obliterate({ force: true });
      await old.close();
    }
  });
});
