import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '@marquee/core/config.js';
import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import { mediaRecovery, serverKind } from '@marquee/core/modules/content/index.js';
import { boundaryRecovery } from '@marquee/core/modules/playback/index.js';
import { startJobReconciler, type JobReconciler } from '@marquee/core/jobs/job-reconciler.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import type { Services } from '@marquee/core/composition/build-services.js';
import { registerProcessors } from './register-processors.js';
import { trackToolGroups } from './media/tool-groups.js';
import type { MediaTools } from './media/media-job.js';

export interface WorkerOptions {
  config: Config;
  logger: Logger;
  store: MediaStore;
  /** Tests point these at missing binaries to play a laptop without ffmpeg or LibreOffice. */
  tools?: Partial<MediaTools>;
}

/**
 * The worker, embedded in an API node (server/src/composition/compose-server.ts, when RUN_WORKER
 * is on) or standalone (worker/src/main.ts): hands the processors what
 * they need from the one service graph, starts taking jobs, and re-creates from the database
 * whatever jobs the queue lost (at once, then every minute).
 */
export async function startWorker(
  jobs: JobQueue,
  services: Services,
  opts: WorkerOptions,
): Promise<JobReconciler> {
  const leftovers = trackToolGroups(path.join(opts.config.dataDir, 'tmp', 'tool-groups'));
  if (leftovers) opts.logger.warn({ leftovers }, 'ended media tools left running by a dead worker');
  const { background, billing, content, events } = services;
  await registerProcessors(jobs, {
    deleteSessionsIdleSince: background.deleteSessionsIdleSince,
    deleteExpiredPairingCodes: background.deleteExpiredPairingCodes,
    recordHeartbeat: services.system.recordHeartbeat,
    plays: { rollUpAndExpirePlays: () => services.plays.rollUpAndExpire() },
    announceBoundary: (userId, locationId) =>
      events.locationChanged(locationId, 'boundary', userId),
    // Without a payment provider billing is informational: no dunning job at all.
    ...(billing.providerKind === 'none'
      ? {}
      : { dunning: { runDunning: (day: string, at: Date) => billing.runDunning(day, at) } }),
    alerts: {
      scan: () => services.alerts.scan(),
      deliver: (id) => services.alerts.deliver(id),
      gaveUp: (id, reason) => services.alerts.gaveUp(id, reason),
      scanEveryMs: opts.config.alerts.scanEveryMs,
    },
    media: {
      files: opts.store,
      // Only file kinds are queued; a row without a file has nothing to process.
      async findItem(userId, id) {
        const row = await background.content.find(userId, id);
        return row?.storageKey && row.mimeType
          ? { ...row, storageKey: row.storageKey, mimeType: row.mimeType }
          : undefined;
      },
      async saveReady(userId, id, { displayDuration, ...result }) {
        if (displayDuration !== undefined)
          await background.content.applyDefaultDuration(userId, id, displayDuration);
        const row = await background.content.update(userId, id, { ...result, status: 'ready' });
        return row !== undefined;
      },
      saveFailed: (userId, id, reason) => background.content.failIfProcessing(userId, id, reason),
      // The item is saved; if the database drops now, screens still see it on their next poll.
      // An unhandled rejection here would end the whole process.
      onChanged: (userId, change) => void content.changed(userId, change).catch(() => {}),
      ...(opts.tools ? { tools: opts.tools } : {}),
    },
    webPageThumbnails: {
      files: opts.store,
      async currentUrl(userId, id) {
        const row = await background.content.find(userId, id);
        // The kind says what it draws (a web page: its address); other kinds have no thumbnail job.
        return (row && serverKind(row.contentType).thumbnailSource?.(row.data)) ?? undefined;
      },
      saveThumbnail: (userId, id, url, key) =>
        background.content.setPageThumbnail(userId, id, url, key),
      onChanged: (userId, change) => void content.changed(userId, change).catch(() => {}),
      chromiumPath: opts.config.chromiumPath,
      allowPrivate: opts.config.webPagesAllowPrivate,
      warn: (note) => opts.logger.warn({ chromiumPath: opts.config.chromiumPath }, note),
    },
  });
  await jobs.start();
  const reconciler = startJobReconciler({
    logger: opts.logger,
    steps: [
      mediaRecovery({
        content: background.content,
        jobs,
        logger: opts.logger,
        stuckAfterMs: opts.config.jobStuckAfterMs,
        onFailed: (userId, id) =>
          void content.changed(userId, { id, status: 'failed' }).catch(() => {}),
      }),
      boundaryRecovery({ sources: background.boundarySources, jobs, logger: opts.logger }),
    ],
  });
  await reconciler.reconcile();
  return reconciler;
}
