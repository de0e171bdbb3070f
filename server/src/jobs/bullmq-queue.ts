import { Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import {
  JOB_DEFAULTS,
  PermanentJobError,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type ProcessOptions,
} from '@marquee/worker';
import { withTimeout } from '../with-timeout.js';

/** Adding a job never waits longer than this for Redis; see tolerantJobs for what happens then. */
export const ENQUEUE_TIMEOUT_MS = 2000;

/** States in which a job will still run; anything else (completed, failed, unknown) is over. */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * Finished jobs are kept a while for inspection, never forever: delayed jobs (schedule
 * boundaries) are added every day and would otherwise pile up in Redis.
 */
export const JOB_RETENTION = {
  removeOnComplete: { age: 60 * 60, count: 1000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 1000 },
} as const;

/**
 * Scaled mode: one BullMQ queue in Redis. Any number of API processes add jobs; worker
 * processes (or the API itself in a one-box install) take them. Job ids deduplicate across
 * the whole cluster, which is what keeps one item from being processed twice at once.
 */
export function bullmqQueue(opts: {
  redisUrl: string;
  prefix?: string;
  logger: Logger;
  concurrency?: number;
  /** Lock of a running job; a dead worker's job is taken over within about twice this. */
  lockMs?: number;
  /** How often the repeat schedules are written again, in case Redis lost them. */
  reassertEveryMs?: number;
}): JobQueue {
  const connection: ConnectionOptions = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const prefix = opts.prefix ?? 'marquee';
  // The producer side fails fast while Redis is away (no offline queue), so an upload or a
  // readiness check never waits for Redis to return; the worker side keeps its own connection,
  // which waits and resumes by itself.
  const queue = new Queue('jobs', {
    connection: { ...connection, enableOfflineQueue: false },
    prefix,
  });
  let queueAway = false;
  queue.on('error', (err) => {
    if (queueAway) return;
    queueAway = true;
    opts.logger.warn({ err: err.message }, 'job queue: Redis unreachable; retrying');
  });
  const handlers = new Map<string, JobHandler>();
  const giveUps = new Map<string, NonNullable<ProcessOptions<unknown>['onGiveUp']>>();
  const schedules = new Map<string, { everyMs: number; data: unknown }>();
  let worker: Worker | undefined;
  let reassert: NodeJS.Timeout | undefined;

  const upsertSchedule = (name: string, everyMs: number, data: unknown) =>
    queue.upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: data ?? {}, opts: JOB_RETENTION },
    );

  return {
    kind: 'bullmq',
    async add(name, data, o: JobOptions = {}) {
      await withTimeout(
        'the job queue',
        ENQUEUE_TIMEOUT_MS,
        (async () => {
          if (o.jobId) {
            // A kept finished job would swallow the new one (BullMQ dedups on any retained id).
            const state = await queue.getJobState(o.jobId);
            if (state === 'completed' || state === 'failed') await queue.remove(o.jobId);
          }
          await queue.add(name, data, {
            ...(o.jobId ? { jobId: o.jobId } : {}),
            delay: o.delayMs ?? 0,
            attempts: o.attempts ?? JOB_DEFAULTS.attempts,
            backoff: { type: 'exponential', delay: o.backoffMs ?? JOB_DEFAULTS.backoffMs },
            ...JOB_RETENTION,
          });
        })(),
      );
      if (queueAway) {
        queueAway = false;
        opts.logger.info('job queue: Redis is back');
      }
    },
    process<T>(name: string, handler: JobHandler<T>, o?: ProcessOptions<T>) {
      handlers.set(name, handler as JobHandler);
      if (o?.onGiveUp) giveUps.set(name, o.onGiveUp as (data: unknown, r: string) => Promise<void>);
    },
    async isLive(jobId) {
      return LIVE_STATES.has(await queue.getJobState(jobId));
    },
    async repeat(name, everyMs, data) {
      schedules.set(name, { everyMs, data });
      await upsertSchedule(name, everyMs, data);
    },
    async start() {
      if (worker) return;
      worker = new Worker(
        'jobs',
        async (job) => {
          const handler = handlers.get(job.name);
          if (!handler) throw new UnrecoverableError(`no processor for job ${job.name}`);
          const attempts = job.opts.attempts ?? 1;
          try {
            await handler(job.data, {
              jobId: job.id ?? '',
              attempt: job.attemptsMade + 1,
              isFinalAttempt: job.attemptsMade + 1 >= attempts,
            });
          } catch (err) {
            if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
            throw err;
          }
        },
        {
          connection,
          prefix,
          concurrency: opts.concurrency ?? 2,
          ...(opts.lockMs ? { lockDuration: opts.lockMs, stalledInterval: opts.lockMs } : {}),
        },
      );
      // BullMQ reports every failed reconnect here and resumes taking jobs once Redis is back;
      // one line a minute is enough to say it is still trying.
      let lastWarned = 0;
      worker.on('error', (err) => {
        if (Date.now() - lastWarned < 60_000) return;
        lastWarned = Date.now();
        opts.logger.warn({ err: err.message }, 'job worker: Redis unreachable; retrying');
      });
      worker.on('failed', (job, err) => {
        opts.logger.warn({ err, job: job?.name, id: job?.id }, 'job failed');
        if (!job) return;
        // UnrecoverableError also covers a job that stalled more than maxStalledCount times
        // (its worker died twice): BullMQ fails it before any handler runs.
        const final =
          err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
        const onGiveUp = giveUps.get(job.name);
        if (!final || !onGiveUp) return;
        onGiveUp(job.data, err.message).catch((e: unknown) =>
          opts.logger.error({ err: e, job: job.name, id: job.id }, 'recording a failed job failed'),
        );
      });
      await worker.waitUntilReady();
      // Redis without persistence (or a FLUSHALL) forgets schedules; writing them again is
      // idempotent, so every worker does it now and then rather than only at start-up.
      reassert = setInterval(() => {
        for (const [name, s] of schedules)
          upsertSchedule(name, s.everyMs, s.data).catch((err: unknown) =>
            opts.logger.warn({ err, job: name }, 'could not restore a job schedule'),
          );
      }, opts.reassertEveryMs ?? 60_000);
      reassert.unref();
    },
    async counts() {
      const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return {
        waiting: c.waiting ?? 0,
        active: c.active ?? 0,
        delayed: c.delayed ?? 0,
        failed: c.failed ?? 0,
      };
    },
    async close() {
      clearInterval(reassert);
      await worker?.close();
      await queue.close();
    },
  };
}
