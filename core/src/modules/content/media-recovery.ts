import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import { mediaJobId } from '../../jobs/job-names.js';
import type { ReconcileStep } from '../../jobs/job-reconciler.js';
import type { ContentRepo } from './content-repo.js';
import { enqueueMediaJob } from './enqueue-media-job.js';

export const STUCK_REASON =
  'Processing did not finish (the worker stopped while working on it). Use Retry processing, or upload the file again.';

/** Re-queues per process before an item counts as one that kills its worker. */
const MAX_REQUEUES = 3;

/**
 * Uploads acknowledged with 201 but whose job is gone (a crash, a restart of the embedded
 * queue, Redis losing data) are queued again by their deterministic id. An item that keeps
 * losing its job, or is still unfinished long after its upload with no job left, is failed
 * with a reason instead of being tried forever.
 */
export function mediaRecovery(deps: {
  content: Pick<ContentRepo, 'listProcessing' | 'failIfProcessing'>;
  jobs: JobQueue;
  logger: Logger;
  stuckAfterMs: number;
  onFailed(userId: number, id: number): void;
  now?: () => Date;
}): ReconcileStep {
  const requeued = new Map<number, number>();
  const now = deps.now ?? (() => new Date());

  return {
    name: 'media',
    async run() {
      const items = await deps.content.listProcessing();
      const pending = new Set(items.map((i) => i.id));
      for (const id of requeued.keys()) if (!pending.has(id)) requeued.delete(id);

      for (const item of items) {
        if (await deps.jobs.isLive(mediaJobId(item.id))) continue;
        const tries = requeued.get(item.id) ?? 0;
        const stuck = now().getTime() - item.updatedAt.getTime() > deps.stuckAfterMs;
        // Old items get one more try first: a server that was down for a day is not their fault.
        if (tries >= MAX_REQUEUES || (stuck && tries > 0)) {
          if (await deps.content.failIfProcessing(item.userId, item.id, STUCK_REASON)) {
            deps.logger.warn({ contentId: item.id, tries }, 'media item given up');
            deps.onFailed(item.userId, item.id);
          }
          requeued.delete(item.id);
          continue;
        }
        requeued.set(item.id, tries + 1);
        await enqueueMediaJob(deps.jobs, item);
        deps.logger.info({ contentId: item.id }, 'media job re-queued');
      }
    },
  };
}
