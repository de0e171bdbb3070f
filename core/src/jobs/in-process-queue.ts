import crypto from 'node:crypto';
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
import { jobTelemetry, type RunJob } from './job-telemetry.js';

interface PendingJob {
  name: string;
  data: unknown;
  id: string;
  attempt: number;
  attempts: number;
  backoffMs: number;
}

const noJobs = (): JobCounts => ({ waiting: 0, active: 0, delayed: 0, failed: 0 });

/**
 * Embedded mode: jobs run in this process on timers. The queue itself does not survive a
 * restart; the work does, because the database says what is unfinished (see job-reconciler.ts).
 * Each lane has its own concurrency, so uploads being processed never hold up system jobs.
 */
export function inProcessQueue(
  logger: Logger,
  opts: { runJob?: RunJob; concurrency?: Partial<Record<JobLane, number>> } = {},
): JobQueue {
  const runJob = opts.runJob ?? jobTelemetry(logger);
  const handlers = new Map<string, JobHandler>();
  const giveUps = new Map<string, NonNullable<ProcessOptions<unknown>['onGiveUp']>>();
  const live = new Set<string>(); // ids waiting, delayed or running
  const timers = new Set<NodeJS.Timeout>();
  const lanes = Object.fromEntries(
    JOB_LANES.map((lane) => [
      lane,
      {
        counts: noJobs(),
        ready: [] as PendingJob[],
        limit: opts.concurrency?.[lane] ?? LANE_CONCURRENCY[lane],
      },
    ]),
  ) as Record<JobLane, { counts: JobCounts; ready: PendingJob[]; limit: number }>;
  const backlog: PendingJob[] = [];
  let started = false;
  let closed = false;

  function schedule(job: PendingJob, delayMs: number) {
    if (closed) return;
    const lane = lanes[laneOf(job.name)];
    if (delayMs <= 0) {
      lane.counts.waiting++;
      lane.ready.push(job);
      // Later, not now: add() returns before the job runs, as it does with BullMQ.
      setImmediate(() => pump(lane));
      return;
    }
    lane.counts.delayed++;
    const timer = setTimeout(() => {
      timers.delete(timer);
      lane.counts.delayed--;
      schedule(job, 0);
    }, delayMs);
    timers.add(timer);
  }

  function pump(lane: (typeof lanes)[JobLane]) {
    while (!closed && started && lane.counts.active < lane.limit && lane.ready.length) {
      const job = lane.ready.shift()!;
      lane.counts.waiting--;
      lane.counts.active++;
      void run(job).finally(() => {
        lane.counts.active--;
        pump(lane);
      });
    }
  }

  async function giveUp(job: PendingJob, err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    await giveUps
      .get(job.name)?.(job.data, reason)
      .catch((e: unknown) =>
        logger.error({ err: e, job: job.name }, 'recording a failed job failed'),
      );
  }

  async function run(job: PendingJob) {
    const handler = handlers.get(job.name);
    if (!handler) {
      backlog.push(job);
      return;
    }
    const ctx = {
      jobId: job.id,
      attempt: job.attempt,
      isFinalAttempt: job.attempt >= job.attempts,
    };
    try {
      await runJob(
        {
          ...ctx,
          name: job.name,
          lane: laneOf(job.name),
          repeated: job.id.startsWith('repeat-'),
          data: job.data,
        },
        () => handler(job.data, ctx),
      );
      live.delete(job.id);
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      if (!permanent && job.attempt < job.attempts && !closed) {
        schedule({ ...job, attempt: job.attempt + 1 }, job.backoffMs * 2 ** (job.attempt - 1));
      } else {
        lanes[laneOf(job.name)].counts.failed++;
        live.delete(job.id);
        // Closing mid-retry is not giving up: the item stays pending for the next start.
        if (!closed) await giveUp(job, err);
      }
    }
  }

  const countsByLane = () =>
    Object.fromEntries(JOB_LANES.map((l) => [l, { ...lanes[l].counts }])) as Record<
      JobLane,
      JobCounts
    >;

  return {
    kind: 'in-process',
    async add(name, data, opts: JobOptions = {}) {
      // BullMQ refuses ':' in custom ids; refusing it here too keeps both modes honest.
      if (opts.jobId?.includes(':')) throw new Error(`job id may not contain ':' (${opts.jobId})`);
      const id = opts.jobId ?? crypto.randomUUID();
      if (live.has(id) || closed) return;
      live.add(id);
      const job = {
        name,
        data,
        id,
        attempt: 1,
        attempts: opts.attempts ?? JOB_DEFAULTS.attempts,
        backoffMs: opts.backoffMs ?? JOB_DEFAULTS.backoffMs,
      };
      schedule(job, opts.delayMs ?? 0);
    },
    process<T>(name: string, handler: JobHandler<T>, o?: ProcessOptions<T>) {
      handlers.set(name, handler as JobHandler);
      if (o?.onGiveUp) giveUps.set(name, o.onGiveUp as (data: unknown, r: string) => Promise<void>);
    },
    isLive: async (jobId) => live.has(jobId),
    async repeat(name, everyMs, data) {
      const timer = setInterval(
        () => void this.add(name, data, { jobId: `repeat-${name}` }),
        everyMs,
      );
      timer.unref();
      timers.add(timer);
    },
    async start() {
      started = true;
      for (const job of backlog.splice(0)) schedule(job, 0);
      for (const lane of JOB_LANES) pump(lanes[lane]);
    },
    counts: async () => totalCounts(countsByLane()),
    countsByLane: async () => countsByLane(),
    async close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
