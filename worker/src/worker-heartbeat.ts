import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { WORKER_HEARTBEAT_EVERY_MS, WORKER_HEARTBEAT_JOB } from '@marquee/core/jobs/job-names.js';

export { WORKER_HEARTBEAT_EVERY_MS, WORKER_HEARTBEAT_JOB };

export interface WorkerHeartbeatDeps {
  recordHeartbeat(at: Date): Promise<void>;
  now?: () => Date;
}

/** Lets the back office tell a live worker from a queue that nobody takes jobs from. */
export async function registerWorkerHeartbeat(
  queue: JobQueue,
  deps: WorkerHeartbeatDeps,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  queue.process(WORKER_HEARTBEAT_JOB, () => deps.recordHeartbeat(now()));
  await queue.repeat(WORKER_HEARTBEAT_JOB, WORKER_HEARTBEAT_EVERY_MS);
  await queue.add(WORKER_HEARTBEAT_JOB, {}, { jobId: `${WORKER_HEARTBEAT_JOB}-startup` });
}
