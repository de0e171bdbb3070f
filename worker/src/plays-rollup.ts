import type { JobQueue } from './job-queue.js';

export const PLAYS_ROLLUP_JOB = 'plays.rollup';
/** Hourly, so a day is summed soon after it ends (UTC) wherever the worker was at midnight. */
const EVERY_MS = 60 * 60 * 1000;

export interface PlaysRollupDeps {
  /** Sums finished days into the rollups and deletes raw plays past retention; idempotent. */
  rollUpAndExpirePlays(): Promise<unknown>;
}

export async function registerPlaysRollup(queue: JobQueue, deps: PlaysRollupDeps): Promise<void> {
  queue.process(PLAYS_ROLLUP_JOB, async () => {
    await deps.rollUpAndExpirePlays();
  });
  await queue.repeat(PLAYS_ROLLUP_JOB, EVERY_MS);
}
