import type * as BullMQ from 'bullmq';
import type { ConnectionOptions, Job, Queue, Worker } from 'bullmq';
import { requireWhenUsed } from '../require-when-used.js';
import type { Logger } from 'pino';
import {
  JOB_DEFAULTS,
  JOB_LANES,
  LANE_CONCURRENCY,
  laneOf,
  PermanentJobError,
  totalCounts,
  type JobCounts,
  type JobHandler,
  type JobLane,
  type JobOptions,
  type JobQueue,
  type ProcessOptions,
} from './job-queue.js';
import { withTimeout } from '../with-timeout.js';
import { jobTelemetry, type RunJob } from './job-telemetry.js';

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
 * Before the lanes, every job lived in one queue of this name. A worker that finds jobs left in it
 * (an upgrade from that release) also works them off; its repeat schedules are dropped, since
 * each lane has its own now.
 */
export const LEGACY_QUEUE = 'jobs';

/**
 * Scaled mode: a BullMQ queue per lane (`system`, `media`) in Redis, each with its own workers,
 * so uploads being processed never delay pushes, expiry, boundaries or billing. Any number of API
 * processes add jobs; worker processes (or the API itself in a one-box install) take them. Job
 * ids deduplicate across the whole cluster, which keeps one item from being processed twice at once.
 */
export function bullmqQueue(opts: {
  redisUrl: string;
  prefix?: string;
  logger: Logger;
  concurrency?: Partial<Record<JobLane, number>>;
  /** Lock of a running job; a dead worker's job is taken over within about twice this. */
  lockMs?: number;
  /** How often the repeat schedules are written again, in case Redis lost them. */
  reassertEveryMs?: number;
  runJob?: RunJob;
}): JobQueue {
  const { Queue, UnrecoverableError, Worker } = requireWhenUsed('bullmq') as typeof BullMQ;
  const connection: ConnectionOptions = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const prefix = opts.prefix ?? 'marquee';
  const runJob = opts.runJob ?? jobTelemetry(opts.logger);
  // The producer side fails fast while Redis is away (no offline queue), so an upload or a
  // readiness check never waits for Redis to return; the worker side keeps its own connection,
  // which waits and resumes by itself.
  const producer = (name: string) =>
    new Queue(name, { connection: { ...connection, enableOfflineQueue: false }, prefix });
  const queues = Object.fromEntries(JOB_LANES.map((lane) => [lane, producer(lane)])) as Record<
    JobLane,
    Queue
  >;
  let queueAway = false;
  for (const queue of Object.values(queues))
    queue.on('error', (err) => {
      if (queueAway) return;
      queueAway = true;
      opts.logger.warn({ err: err.message }, 'job queue: Redis unreachable; retrying');
    });
  const handlers = new Map<string, JobHandler>();
  const giveUps = new Map<string, NonNullable<ProcessOptions<unknown>['onGiveUp']>>();
  const schedules = new Map<string, { everyMs: number; data: unknown }>();
  const workers: Worker[] = [];
  let reassert: NodeJS.Timeout | undefined;

  const upsertSchedule = (name: string, everyMs: number, data: unknown) =>
    queues[laneOf(name)].upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: data ?? {}, opts: JOB_RETENTION },
    );

  async function processJob(job: Job) {
    const handler = handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`no processor for job ${job.name}`);
    const attempts = job.opts.attempts ?? 1;
    const ctx = {
      jobId: job.id ?? '',
      attempt: job.attemptsMade + 1,
      isFinalAttempt: job.attemptsMade + 1 >= attempts,
    };
    try {
      await runJob(
        {
          ...ctx,
          name: job.name,
          lane: laneOf(job.name),
          repeated: Boolean(job.repeatJobKey),
          data: job.data,
        },
        () => handler(job.data, ctx),
      );
    } catch (err) {
      if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  function startWorker(queueName: string, concurrency: number) {
    const worker = new Worker(queueName, processJob, {
      connection,
      prefix,
      concurrency,
      ...(opts.lockMs ? { lockDuration: opts.lockMs, stalledInterval: opts.lockMs } : {}),
    });
    // BullMQ reports every failed reconnect here and resumes taking jobs once Redis is back;
    // one line a minute is enough to say it is still trying.
    let lastWarned = 0;
    worker.on('error', (err) => {
      if (Date.now() - lastWarned < 60_000) return;
      lastWarned = Date.now();
      opts.logger.warn({ err: err.message }, 'job worker: Redis unreachable; retrying');
    });
    worker.on('failed', (job, err) => {
      if (!job) return;
      // UnrecoverableError also covers a job that stalled more than maxStalledCount times
      // (its worker died twice): BullMQ fails it before any handler runs.
      const final =
        err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      // Attempts that ran are logged by the telemetry; a stalled job never reached a handler.
      if (/stalled/.test(err.message))
        opts.logger.error(
          { job: job.name, queue: laneOf(job.name), jobId: job.id, reason: err.message },
          'job failed for good',
        );
      const onGiveUp = giveUps.get(job.name);
      if (!final || !onGiveUp) return;
      onGiveUp(job.data, err.message).catch((e: unknown) =>
        opts.logger.error({ err: e, job: job.name, id: job.id }, 'recording a failed job failed'),
      );
    });
    workers.push(worker);
    return worker.waitUntilReady();
  }

  /** Jobs left in the single queue of the release before the lanes (see LEGACY_QUEUE). */
  async function adoptLegacyQueue() {
    const legacy = producer(LEGACY_QUEUE);
    legacy.on('error', () => {});
    try {
      for (const s of await legacy.getJobSchedulers())
        if (s.key) await legacy.removeJobScheduler(s.key);
      const left = await legacy.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
      const total = Object.values(left).reduce((a, b) => a + b, 0);
      if (total === 0) return;
      opts.logger.info({ jobs: total }, 'working off jobs queued before the upgrade');
      await startWorker(LEGACY_QUEUE, 1);
    } finally {
      await legacy.close();
    }
  }

  const countsOf = async (queue: Queue): Promise<JobCounts> => {
    const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return {
      waiting: c.waiting ?? 0,
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      failed: c.failed ?? 0,
    };
  };
  const countsByLane = async () =>
    Object.fromEntries(
      await Promise.all(JOB_LANES.map(async (lane) => [lane, await countsOf(queues[lane])])),
    ) as Record<JobLane, JobCounts>;

  return {
    kind: 'bullmq',
    async add(name, data, o: JobOptions = {}) {
      const queue = queues[laneOf(name)];
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
      // An id does not say its lane; ids are unique across lanes (names and ids share a prefix).
      const states = await Promise.all(JOB_LANES.map((lane) => queues[lane].getJobState(jobId)));
      return states.some((s) => LIVE_STATES.has(s));
    },
    async repeat(name, everyMs, data) {
      schedules.set(name, { everyMs, data });
      await upsertSchedule(name, everyMs, data);
    },
    async start() {
      if (workers.length) return;
      await Promise.all(
        JOB_LANES.map((lane) =>
          startWorker(lane, opts.concurrency?.[lane] ?? LANE_CONCURRENCY[lane]),
        ),
      );
      await adoptLegacyQueue().catch((err: unknown) =>
        opts.logger.warn({ err }, 'could not look for jobs queued before the upgrade'),
      );
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
    counts: async () => totalCounts(await countsByLane()),
    countsByLane,
    async close() {
      clearInterval(reassert);
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(Object.values(queues).map((q) => q.close()));
    },
  };
}
