import type { JobQueue } from './job-queue.js';

export const WORKER_HEARTBEAT_JOB = 'worker.heartbeat';
export const WORKER_HEARTBEAT_EVERY_MS = 30_000;

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
