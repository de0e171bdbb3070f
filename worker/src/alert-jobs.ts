import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import {
  ALERT_DELIVER_JOB,
  ALERT_SCAN_JOB,
  type AlertDeliverData,
} from '@marquee/core/jobs/job-names.js';

export { ALERT_DELIVER_JOB, ALERT_SCAN_JOB, type AlertDeliverData };

export interface AlertJobsDeps {
  /** Finds screens offline past their threshold and screens back online; idempotent. */
  scan(): Promise<void>;
  /** Sends one email or webhook; throws to be retried with back-off. */
  deliver(deliveryId: number): Promise<void>;
  /** Its tries are used up: the delivery log says failed. */
  gaveUp(deliveryId: number, reason: string): Promise<void>;
  scanEveryMs: number;
}

/** Offline alerts come from a periodic scan, so they survive restarts and work with many nodes. */
export async function registerAlertJobs(queue: JobQueue, deps: AlertJobsDeps): Promise<void> {
  queue.process(ALERT_SCAN_JOB, () => deps.scan());
  queue.process<AlertDeliverData>(ALERT_DELIVER_JOB, (data) => deps.deliver(data.deliveryId), {
    onGiveUp: (data, reason) => deps.gaveUp(data.deliveryId, reason),
  });
  await queue.repeat(ALERT_SCAN_JOB, deps.scanEveryMs);
}
