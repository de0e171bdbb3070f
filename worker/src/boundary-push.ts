import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import {
  BOUNDARY_PUSH_JOB,
  boundaryJobId,
  type BoundaryPushJob,
} from '@marquee/core/jobs/job-names.js';

export { BOUNDARY_PUSH_JOB, boundaryJobId, type BoundaryPushJob };

export interface BoundaryPushDeps {
  /** Tells a location's screens to look again (the schedule engine's answer changes now). */
  announceBoundary(userId: number, locationId: number): void;
}

/** Screens switch on a schedule boundary by themselves; this push is the belt to those braces. */
export function registerBoundaryPush(queue: JobQueue, deps: BoundaryPushDeps): void {
  queue.process<Partial<BoundaryPushJob>>(BOUNDARY_PUSH_JOB, async ({ userId, locationId }) => {
    // A job queued by a release before owners were carried: the screens switch by themselves.
    if (userId === undefined || locationId === undefined) return;
    deps.announceBoundary(userId, locationId);
  });
}
