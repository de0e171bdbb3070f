import path from 'node:path';
import {
  registerProcessors,
  trackToolGroups,
  type JobQueue,
  type MediaTools,
} from '@marquee/worker';
import { CONTENT_CHANGED_EVENT } from '@marquee/protocol';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { mediaRecovery } from '../modules/content/media-recovery.js';
import { boundaryRecovery } from '../modules/playback/boundary-recovery.js';
import { playbackRepo } from '../modules/playback/playback-repo.js';
import { locationsRepo } from '../modules/locations/locations-repo.js';
import { usersRepo } from '../modules/auth/users-repo.js';
import { startJobReconciler, type JobReconciler } from './job-reconciler.js';
import type { Database } from '../db/client.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';
import { pairingCodesRepo } from '../modules/screens/pairing-codes-repo.js';
import { contentRepo } from '../modules/content/content-repo.js';
import type { ContentEvents } from '../modules/content/content-service.js';
import { billingRepo } from '../modules/billing/billing-repo.js';
import { billingService } from '../modules/billing/billing-service.js';
import { createBillingProvider } from '../modules/billing/create-billing-provider.js';
import type { LocationChanges } from '../modules/locations/location-changes.js';
import { systemStateRepo, WORKER_HEARTBEAT_KEY } from '../modules/system/system-state-repo.js';
import type { MediaStore } from '../storage/media-store.js';

export interface EmbeddedWorkerOptions {
  config: Config;
  logger: Logger;
  store: MediaStore;
  /** Suspensions from the dunning job go through here to the screens. */
  changes: LocationChanges;
  events?: ContentEvents;
  /** Tells a location's screens that a schedule boundary has come. */
  announceBoundary?: (locationId: number) => void;
  /** Tells the screens showing an item that processing finished (or failed). */
  playback?: (userId: number, contentId: number) => Promise<void>;
  /** Tests point these at missing binaries to play a laptop without ffmpeg or LibreOffice. */
  tools?: Partial<MediaTools>;
}

/**
 * Hands the worker's processors their repositories, starts taking jobs in this process, and
 * re-creates from the database whatever jobs the queue lost (at once, then every minute).
 */
export async function startEmbeddedWorker(
  jobs: JobQueue,
  database: Database,
  opts: EmbeddedWorkerOptions,
): Promise<JobReconciler> {
  const { db } = database;
  const leftovers = trackToolGroups(path.join(opts.config.dataDir, 'tmp', 'tool-groups'));
  if (leftovers) opts.logger.warn({ leftovers }, 'ended media tools left running by a dead worker');
  const sessions = sessionsRepo(db);
  const codes = pairingCodesRepo(db);
  const content = contentRepo(db);
  const state = systemStateRepo(db);
  const billing = billingService({
    billing: billingRepo(db),
    provider: createBillingProvider(opts.config.billing),
    changes: opts.changes,
  });
  await registerProcessors(jobs, {
    deleteSessionsIdleSince: (cutoff) => sessions.deleteIdleBefore(cutoff),
    deleteExpiredPairingCodes: (now) => codes.deleteExpired(now),
    recordHeartbeat: (at) => state.set(WORKER_HEARTBEAT_KEY, at.toISOString(), at),
    ...(opts.announceBoundary ? { announceBoundary: opts.announceBoundary } : {}),
    // Without a payment provider billing is informational: no dunning job at all.
    ...(billing.providerKind === 'none'
      ? {}
      : { dunning: { runDunning: (day: string, at: Date) => billing.runDunning(day, at) } }),
    media: {
      files: opts.store,
      findItem: (userId, id) => content.find(userId, id),
      async saveReady(userId, id, { displayDuration, ...result }) {
        if (displayDuration !== undefined)
          await content.applyDefaultDuration(userId, id, displayDuration);
        const row = await content.update(userId, id, { ...result, status: 'ready' });
        return row !== undefined;
      },
      saveFailed: (userId, id, reason) => content.failIfProcessing(userId, id, reason),
      onChanged: (userId, change) => {
        opts.events?.toAccount(userId, CONTENT_CHANGED_EVENT, change);
        // The item is saved; if the database drops now, screens still see it on their next poll.
        // An unhandled rejection here would end the whole process.
        opts.playback?.(userId, change.id).catch(() => {});
      },
      ...(opts.tools ? { tools: opts.tools } : {}),
    },
  });
  await jobs.start();
  const reconciler = startJobReconciler({
    logger: opts.logger,
    steps: [
      mediaRecovery({
        content,
        jobs,
        logger: opts.logger,
        stuckAfterMs: opts.config.jobStuckAfterMs,
        onFailed(userId, id) {
          opts.events?.toAccount(userId, CONTENT_CHANGED_EVENT, { id, status: 'failed' });
          void opts.playback?.(userId, id);
        },
      }),
      boundaryRecovery({
        sources: { playback: playbackRepo(db), locations: locationsRepo(db), users: usersRepo(db) },
        jobs,
        logger: opts.logger,
      }),
    ],
  });
  await reconciler.reconcile();
  return reconciler;
}
