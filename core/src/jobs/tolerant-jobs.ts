import type { Logger } from 'pino';
import { REQUEST_ID_FIELD, type JobQueue } from './job-queue.js';
import { currentRequestId } from '../http/request-id.js';

/** The request's id rides in the job's data, so the worker's lines for the job carry it too. */
function withRequestId<T>(data: T): T {
  const id = currentRequestId();
  if (!id || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, [REQUEST_ID_FIELD]: id };
}

/**
 * The queue as request handlers use it: a job that cannot be queued (Redis away, or slower than
 * the queue's own bound) is logged instead of failing the request that made it, because what it
 * was for is already safe in the database:
 * - media processing: the item is committed as `processing`; the reconciler re-queues such items
 *   by their deterministic job id at start-up and periodically (issue 12, durable jobs);
 * - pairing-code expiry: codes are checked against their expiry time when used, the job only
 *   tidies up; boundary pushes: screens switch on schedule boundaries by themselves.
 */
export function tolerantJobs(jobs: JobQueue, logger: Logger): JobQueue {
  return {
    ...jobs,
    async add(name, data, opts) {
      try {
        await jobs.add(name, withRequestId(data), opts);
      } catch (err) {
        logger.warn(
          {
            err: (err as Error).message,
            job: name,
            jobId: opts?.jobId,
            requestId: currentRequestId(),
          },
          'could not queue a job now; it is recovered from the database later',
        );
      }
    },
  };
}
