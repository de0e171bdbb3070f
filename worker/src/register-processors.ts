import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { registerSessionSweep, type SessionSweepDeps } from './session-sweep.js';
import { registerPairingExpiry, type PairingExpiryDeps } from './pairing-expiry.js';
import { registerMediaProcessing } from './media/process-media.js';
import type { MediaProcessingDeps } from './media/media-job.js';

import { registerBillingDunning, type BillingDunningDeps } from './billing-dunning.js';
import { registerWorkerHeartbeat, type WorkerHeartbeatDeps } from './worker-heartbeat.js';
import { registerBoundaryPush, type BoundaryPushDeps } from './boundary-push.js';
import { registerAlertJobs, type AlertJobsDeps } from './alert-jobs.js';
import { registerPlaysRollup, type PlaysRollupDeps } from './plays-rollup.js';
import {
  registerWebPageThumbnails,
  type WebPageThumbnailDeps,
} from './web-page/web-page-thumbnail.js';

/**
 * Everything a worker process needs, handed in by start-worker.ts: for the worker embedded in an
 * API node (server/src/composition/compose-server.ts, RUN_WORKER) or the standalone worker/src/main.ts.
 */
export type WorkerDeps = SessionSweepDeps &
  PairingExpiryDeps &
  WorkerHeartbeatDeps &
  Partial<BoundaryPushDeps> & {
    /** Absent without a payment provider: self-hosted installs never suspend anything. */
    dunning?: BillingDunningDeps;
    media?: MediaProcessingDeps;
    alerts?: AlertJobsDeps;
    plays?: PlaysRollupDeps;
    webPageThumbnails?: WebPageThumbnailDeps;
  };

export async function registerProcessors(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  await registerSessionSweep(queue, deps);
  await registerPairingExpiry(queue, deps);
  if (deps.media) registerMediaProcessing(queue, deps.media);
  if (deps.webPageThumbnails) registerWebPageThumbnails(queue, deps.webPageThumbnails);
  await registerWorkerHeartbeat(queue, deps);
  if (deps.announceBoundary)
    registerBoundaryPush(queue, { announceBoundary: deps.announceBoundary });
  if (deps.dunning) await registerBillingDunning(queue, deps.dunning);
  if (deps.alerts) await registerAlertJobs(queue, deps.alerts);
  if (deps.plays) await registerPlaysRollup(queue, deps.plays);
}
