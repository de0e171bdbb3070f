import type { JobQueue } from './job-queue.js';

export const BOUNDARY_PUSH_JOB = 'playback.boundary';

export interface BoundaryPushDeps {
  /** Tells a location's screens to look again (the schedule engine's answer changes now). */
  announceBoundary(locationId: number): void;
}

/** Screens switch on a schedule boundary by themselves; this push is the belt to those braces. */
export function registerBoundaryPush(queue: JobQueue, deps: BoundaryPushDeps): void {
  queue.process<{ locationId: number }>(BOUNDARY_PUSH_JOB, async ({ locationId }) => {
    deps.announceBoundary(locationId);
  });
}

/** One job per location and instant, however many API nodes ask for it. */
export const boundaryJobId = (locationId: number, at: number) => `boundary-${locationId}-${at}`;
