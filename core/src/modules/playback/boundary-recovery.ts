import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { ReconcileStep } from '../../jobs/job-reconciler.js';
import type { PlaybackRepo } from './playback-repo.js';
import { buildSnapshot, queueBoundaryPush, type SnapshotSources } from './snapshot-build.js';

/**
 * Boundary pushes are only queued when a snapshot is built, so a Redis that lost its data would
 * lose them until the next change to the location. This re-queues each playing location's next
 * boundary by the same path and deterministic job id: a push still waiting is left as it is.
 */
export function boundaryRecovery(deps: {
  sources: SnapshotSources & { playback: Pick<PlaybackRepo, 'locationsWithBoundaries'> };
  jobs: JobQueue;
  logger: Logger;
  now?: () => Date;
}): ReconcileStep {
  const now = deps.now ?? (() => new Date());
  return {
    name: 'schedule-boundaries',
    async run() {
      let failed = 0;
      let firstError: unknown;
      for (const { userId, locationId } of await deps.sources.playback.locationsWithBoundaries()) {
        try {
          const { body } = await buildSnapshot(deps.sources, userId, locationId);
          await queueBoundaryPush(deps.jobs, { userId, locationId }, body, now().getTime());
        } catch (err) {
          // One location (deleted meanwhile) must not hold back the others; one log line per round.
          failed++;
          firstError ??= err;
        }
      }
      if (failed)
        deps.logger.warn(
          { err: firstError, failed },
          'could not re-queue schedule-boundary pushes',
        );
    },
  };
}
