import type { JobQueue } from './job-queue.js';

export const BOUNDARY_PUSH_JOB = 'playback.boundary';

/** The location and its owner, who the push reads the location as. */
export interface BoundaryPushJob {
  userId: number;
  locationId: number;
}

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

/** One job per location and instant, however many API nodes ask for it. */
export const boundaryJobId = (locationId: number, at: number) => `boundary-${locationId}-${at}`;
