import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { BILLING_DUNNING_JOB, type DunningResult } from '@marquee/core/jobs/job-names.js';

export { BILLING_DUNNING_JOB, type DunningResult };
const HOUR_MS = 60 * 60 * 1000;

export interface BillingDunningDeps {
  /** Brings unpaid days and suspensions up to date for one UTC day ('YYYY-MM-DD'). */
  runDunning(day: string, now: Date): Promise<DunningResult>;
  now?: () => Date;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Runs hourly but acts once per UTC day (the repo records the last processed day), so a
 * restart or a missed tick never skips a day and two ticks on one day never count twice.
 */
export async function registerBillingDunning(
  queue: JobQueue,
  deps: BillingDunningDeps,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  queue.process(BILLING_DUNNING_JOB, async () => {
    const at = now();
    await deps.runDunning(utcDay(at), at);
  });
  await queue.repeat(BILLING_DUNNING_JOB, HOUR_MS);
  await queue.add(BILLING_DUNNING_JOB, {}, { jobId: `${BILLING_DUNNING_JOB}-startup` });
}
