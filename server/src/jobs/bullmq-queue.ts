import { Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import {
  JOB_DEFAULTS,
  PermanentJobError,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from '@marquee/worker';
import { withTimeout } from '../with-timeout.js';

/** Adding a job never waits longer than this for Redis; see tolerantJobs for what happens then. */
export const ENQUEUE_TIMEOUT_MS = 2000;

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
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async add(name, data, o: JobOptions = {}) {
      await withTimeout(
        'the job queue',
        ENQUEUE_TIMEOUT_MS,
        queue.add(name, data, {
          ...(o.jobId ? { jobId: o.jobId } : {}),
          delay: o.delayMs ?? 0,
          attempts: o.attempts ?? JOB_DEFAULTS.attempts,
          backoff: { type: 'exponential', delay: o.backoffMs ?? JOB_DEFAULTS.backoffMs },
          // Completed jobs are removed so the same jobId can be queued again later.
          removeOnComplete: true,
          removeOnFail: { count: 1000 },
        }),
      );
      if (queueAway) {
        queueAway = false;
        opts.logger.info('job queue: Redis is back');
      }
    },
    process(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async repeat(name, everyMs, data) {
      await queue.upsertJobScheduler(name, { every: everyMs }, { name, data: data ?? {} });
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
        { connection, prefix, concurrency: opts.concurrency ?? 2 },
      );
      // BullMQ reports every failed reconnect here and resumes taking jobs once Redis is back;
      // one line a minute is enough to say it is still trying.
      let lastWarned = 0;
      worker.on('error', (err) => {
        if (Date.now() - lastWarned < 60_000) return;
        lastWarned = Date.now();
        opts.logger.warn({ err: err.message }, 'job worker: Redis unreachable; retrying');
      });
      worker.on('failed', (job, err) =>
        opts.logger.warn({ err, job: job?.name, id: job?.id }, 'job failed'),
      );
      await worker.waitUntilReady();
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
      await worker?.close();
      await queue.close();
    },
  };
}
