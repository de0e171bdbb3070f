import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullmqQueue } from '@marquee/core/jobs/bullmq-queue.js';
import { startJobReconciler } from '@marquee/core/jobs/job-reconciler.js';
import {
  contentItems,
  locations,
  scheduleItems,
  schedules,
  users,
} from '@marquee/core/db/schema/index.js';
import { boundaryRecovery } from '@marquee/core/modules/playback/boundary-recovery.js';
import { playbackRepo } from '@marquee/core/modules/playback/playback-repo.js';
import { locationsRepo } from '@marquee/core/modules/locations/locations-repo.js';
import { usersRepo } from '@marquee/core/modules/auth/users-repo.js';
import { emergencyRepo } from '@marquee/core/modules/emergency/emergency-repo.js';
import { ownRedisServer, type OwnRedisServer } from '../support/redis-server.js';
import { openTestDatabase } from '../support/test-database.js';
import { waitFor } from '../support/wait-for.js';

// Our own redis-server: the shared one is never flushed.
let redis: OwnRedisServer;
let url: string;
let admin: Redis;

beforeAll(async () => {
  redis = await ownRedisServer();
  url = redis.url;
  admin = new Redis(url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  admin?.disconnect();
  await redis?.kill();
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
      const opts = JSON.parse((await admin.hget('marquee:system:kept-6', 'opts')) ?? '{}');
      expect(JSON.stringify(opts)).toMatch(/"age":3600.*"count":1000/);
    } finally {
      await q.close();
    }
  });
});

describe('Redis loses a pending schedule-boundary push', () => {
  it('the reconciler queues it again from the database, under the same id', async () => {
    const database = await openTestDatabase();
    const logger = pino({ level: 'silent' });
    // Not started: the push is hours away and only its presence in Redis is under test.
    const q = bullmqQueue({ redisUrl: url, logger, reassertEveryMs: 60_000 });
    const connection = new Redis(url, { maxRetriesPerRequest: null });
    const inspect = new Queue('system', { connection, prefix: 'marquee' });
    try {
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({
          email: 'b@x.test',
          passwordHash: 'x',
          firstName: 'B',
          lastName: 'X',
          companyName: 'C',
        })
        .returning();
      const billing = new Date(Date.now() + 30 * 86_400_000);
      const [playing, stopped] = await db
        .insert(locations)
        .values([
          { userId: user!.id, name: 'Playing', nextBillingDate: billing },
          { userId: user!.id, name: 'Stopped', nextBillingDate: billing, isActive: false },
        ])
        .returning();
      const [item] = await db
        .insert(contentItems)
        .values({
          userId: user!.id,
          originalName: 'a.jpg',
          contentType: 'image',
          mimeType: 'image/jpeg',
          fileSize: 1,
          storageKey: 'k/original.jpg',
          status: 'ready',
        })
        .returning();
      // Every day 09:00–10:00 UTC: the next boundary is always within the day, never now.
      for (const location of [playing!, stopped!]) {
        const [schedule] = await db
          .insert(schedules)
          .values({
            userId: user!.id,
            locationId: location.id,
            name: 'Mornings',
            startDate: '2020-01-01',
            startTime: '09:00',
            endTime: '10:00',
            isRecurring: true,
          })
          .returning();
        await db
          .insert(scheduleItems)
          .values({ userId: user!.id, scheduleId: schedule!.id, contentId: item!.id, position: 0 });
      }
      const reconciler = startJobReconciler({
        logger,
        everyMs: 60_000,
        steps: [
          boundaryRecovery({
            sources: {
              playback: playbackRepo(db),
              locations: locationsRepo(db),
              users: usersRepo(db),
              emergency: emergencyRepo(db),
            },
            jobs: q,
            logger,
          }),
        ],
      });
      const boundaryJobs = async () =>
        (await inspect.getDelayed()).filter((j) => j.id?.startsWith('boundary-'));
      try {
        await reconciler.reconcile();
        const before = await boundaryJobs();
        // Only the playing location has a push (naming its owner, whom the push reads it as); a
        // stopped one has no boundaries to announce.
        expect(before.map((j) => j.data)).toEqual([{ userId: user!.id, locationId: playing!.id }]);
        const id = before[0]!.id!;
        expect(Number(id.split('-')[2])).toBeGreaterThan(Date.now());

        // Idempotent: a second round leaves the waiting push as it is.
        await reconciler.reconcile();
        expect((await boundaryJobs()).map((j) => [j.id, j.timestamp])).toEqual([
          [id, before[0]!.timestamp],
        ]);

        await admin.flushall();
        expect(await inspect.getJob(id)).toBeUndefined();
        await reconciler.reconcile();
        expect(await inspect.getJobState(id)).toBe('delayed');
        const again = await inspect.getJob(id);
        expect(again!.data).toEqual({ userId: user!.id, locationId: playing!.id });
        // The same instant as before: the delay counts down to the boundary, not from the round.
        const due = again!.timestamp + again!.opts.delay!;
        expect(Math.abs(due - Number(id.split('-')[2]))).toBeLessThan(1_000);
      } finally {
        reconciler.stop();
      }
    } finally {
      await inspect.close();
      connection.disconnect();
      await q.close();
      await database.close();
    }
  });
});
