import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { PAIRING_EXPIRY_JOB } from '@marquee/core/jobs/job-names.js';

export { PAIRING_EXPIRY_JOB };

export interface PairingExpiryDeps {
  deleteExpiredPairingCodes(now: Date): Promise<number>;
  now?: () => Date;
}

/**
 * Codes are checked at use anyway; this removes them from the table. Each code queues a delayed
 * run for its own expiry, and a periodic run catches codes whose delayed job died with a restart.
 */
export async function registerPairingExpiry(
  queue: JobQueue,
  deps: PairingExpiryDeps,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  queue.process(PAIRING_EXPIRY_JOB, async () => {
    await deps.deleteExpiredPairingCodes(now());
  });
  await queue.repeat(PAIRING_EXPIRY_JOB, 15 * 60_000);
}
