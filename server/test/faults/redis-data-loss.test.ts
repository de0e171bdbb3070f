import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullmqQueue } from '../../src/jobs/bullmq-queue.js';
import { freePort } from '../support/server-process.js';
import { waitFor } from '../support/wait-for.js';

// Our own redis-server: the shared one is never flushed.
let redis: ChildProcess;
let url: string;
let admin: Redis;

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  url = `redis://127.0.0.1:${port}`;
  admin = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await waitFor(async () =>
    admin.connect().then(
      () => true,
      () => false,
    ),
  );
});
afterAll(async () => {
  admin?.disconnect();
  redis?.kill('SIGKILL');
  if (redis) await once(redis, 'exit');
});

describe('Redis loses its data', () => {
  it('repeat schedules come back, and finished jobs do not pile up', async () => {
    const q = bullmqQueue({
      redisUrl: url,
      logger: pino({ level: 'silent' }),
      reassertEveryMs: 200,
    });
    try {
      let done = 0;
      q.process('tick', async () => void done++);
      q.process('once', async () => void done++);
      await q.repeat('tick', 60 * 60_000);
      await q.start();
      for (let i = 0; i < 5; i++) await q.add('once', {});
      await waitFor(() => done >= 5);
      const schedulerKeys = async () => (await admin.keys('*:repeat:*')).length;
      expect(await schedulerKeys()).toBeGreaterThan(0);

      await admin.flushall();
      expect(await schedulerKeys()).toBe(0);
      await waitFor(async () => (await schedulerKeys()) > 0, 10_000);
      // Every job carries its retention bound, so finished jobs leave Redis by age and count.
      await q.add('once', {}, { jobId: 'kept-6' });
      await waitFor(() => done >= 6);
      const opts = JSON.parse((await admin.hget('marquee:jobs:kept-6', 'opts')) ?? '{}');
      expect(JSON.stringify(opts)).toMatch(/"age":3600.*"count":1000/);
    } finally {
      await q.close();
    }
  });
});
