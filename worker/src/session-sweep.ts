import { SESSION_IDLE_DAYS } from '@marquee/protocol';
import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { SESSION_SWEEP_JOB } from '@marquee/core/jobs/job-names.js';

export { SESSION_SWEEP_JOB };
const HOUR_MS = 60 * 60 * 1000;

export interface SessionSweepDeps {
  deleteSessionsIdleSince(cutoff: Date): Promise<void>;
  now?: () => Date;
}

/** Idle sessions are refused at use anyway; the sweep keeps the table from growing forever. */
export async function registerSessionSweep(queue: JobQueue, deps: SessionSweepDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  queue.process(SESSION_SWEEP_JOB, async () => {
    await deps.deleteSessionsIdleSince(
      new Date(now().getTime() - SESSION_IDLE_DAYS * 24 * HOUR_MS),
    );
  });
  await queue.repeat(SESSION_SWEEP_JOB, 6 * HOUR_MS);
}
