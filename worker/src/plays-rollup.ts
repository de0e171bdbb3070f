import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { PLAYS_ROLLUP_JOB } from '@marquee/core/jobs/job-names.js';

export { PLAYS_ROLLUP_JOB };
/** Every minute, so reports read at most two minutes of raw plays besides the rollups. */
const EVERY_MS = 60 * 1000;

export interface PlaysRollupDeps {
  /** Sums the minutes before this one into the rollups and deletes raw plays past retention; idempotent. */
  rollUpAndExpirePlays(): Promise<unknown>;
}

export async function registerPlaysRollup(queue: JobQueue, deps: PlaysRollupDeps): Promise<void> {
  queue.process(PLAYS_ROLLUP_JOB, async () => {
    await deps.rollUpAndExpirePlays();
  });
  await queue.repeat(PLAYS_ROLLUP_JOB, EVERY_MS);
}
