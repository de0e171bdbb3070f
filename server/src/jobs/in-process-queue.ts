import crypto from 'node:crypto';
import type { Logger } from 'pino';
import {
  JOB_DEFAULTS,
  PermanentJobError,
  type JobCounts,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type ProcessOptions,
} from '@marquee/worker';

interface PendingJob {
  name: string;
  data: unknown;
  id: string;
  attempt: number;
  attempts: number;
  backoffMs: number;
}

/**
 * Embedded mode: jobs run in this process on timers. The queue itself does not survive a
 * restart; the work does, because the database says what is unfinished (see job-reconciler.ts).
 */
export function inProcessQueue(logger: Logger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const giveUps = new Map<string, NonNullable<ProcessOptions<unknown>['onGiveUp']>>();
  const live = new Set<string>(); // ids waiting, delayed or running
  const timers = new Set<NodeJS.Timeout>();
  const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, failed: 0 };
  const backlog: PendingJob[] = [];
  let started = false;
  let closed = false;

  function schedule(job: PendingJob, delayMs: number) {
    if (closed) return;
    const bucket = delayMs > 0 ? 'delayed' : 'waiting';
    counts[bucket]++;
    const timer = setTimeout(() => {
      timers.delete(timer);
      counts[bucket]--;
      void run(job);
    }, delayMs);
    timers.add(timer);
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
    if (!handler || !started) {
      backlog.push(job);
      return;
    }
    counts.active++;
    try {
      await handler(job.data, {
        jobId: job.id,
        attempt: job.attempt,
        isFinalAttempt: job.attempt >= job.attempts,
      });
      live.delete(job.id);
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      if (!permanent && job.attempt < job.attempts && !closed) {
        logger.warn({ err, job: job.name, attempt: job.attempt }, 'job failed; retrying');
        schedule({ ...job, attempt: job.attempt + 1 }, job.backoffMs * 2 ** (job.attempt - 1));
      } else {
        logger.error({ err, job: job.name, attempt: job.attempt }, 'job failed for good');
        counts.failed++;
        live.delete(job.id);
        // Closing mid-retry is not giving up: the item stays pending for the next start.
        if (!closed) await giveUp(job, err);
      }
    } finally {
      counts.active--;
    }
  }

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
    },
    counts: async () => ({ ...counts }),
    async close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
