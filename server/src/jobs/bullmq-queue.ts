import { Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import {
  JOB_DEFAULTS,
  PermanentJobError,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from '@marquee/worker';

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
  const queue = new Queue('jobs', { connection, prefix });
  const handlers = new Map<string, JobHandler>();
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async add(name, data, o: JobOptions = {}) {
      await queue.add(name, data, {
        ...(o.jobId ? { jobId: o.jobId } : {}),
        delay: o.delayMs ?? 0,
        attempts: o.attempts ?? JOB_DEFAULTS.attempts,
        backoff: { type: 'exponential', delay: o.backoffMs ?? JOB_DEFAULTS.backoffMs },
        // Completed jobs are removed so the same jobId can be queued again later.
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
      });
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
