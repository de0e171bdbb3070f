import { registerProcessors, type JobQueue, type MediaTools } from '@marquee/worker';
import type { Database } from '../db/client.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';
import { contentRepo } from '../modules/content/content-repo.js';
import type { ContentEvents } from '../modules/content/content-service.js';
import type { MediaStore } from '../storage/media-store.js';
import { CONTENT_CHANGED_EVENT } from '@marquee/protocol';

export interface EmbeddedWorkerOptions {
  store: MediaStore;
  events?: ContentEvents;
  /** Tests point these at missing binaries to play a laptop without ffmpeg or LibreOffice. */
  tools?: Partial<MediaTools>;
}
import { pairingCodesRepo } from '../modules/screens/pairing-codes-repo.js';

/** Hands the worker's processors their repositories and starts taking jobs in this process. */
export async function startEmbeddedWorker(
  jobs: JobQueue,
  database: Database,
  opts: EmbeddedWorkerOptions,
): Promise<void> {
  const sessions = sessionsRepo(database.db);
  const content = contentRepo(database.db);
  const codes = pairingCodesRepo(database.db);
  await registerProcessors(jobs, {
    deleteSessionsIdleSince: (cutoff) => sessions.deleteIdleBefore(cutoff),
    deleteExpiredPairingCodes: (now) => codes.deleteExpired(now),
    media: {
      files: opts.store,
      findItem: (userId, id) => content.find(userId, id),
      async saveReady(userId, id, { displayDuration, ...result }) {
        // The duration first: whoever sees 'ready' sees the final duration too.
        if (displayDuration !== undefined)
          await content.applyDefaultDuration(userId, id, displayDuration);
        const row = await content.update(userId, id, { ...result, status: 'ready' });
        return row !== undefined;
      },
      async saveFailed(userId, id, reason) {
        await content.update(userId, id, { status: 'failed', statusReason: reason });
      },
      onChanged: (userId, change) => opts.events?.toAccount(userId, CONTENT_CHANGED_EVENT, change),
      ...(opts.tools ? { tools: opts.tools } : {}),
    },
  });
  await jobs.start();
}
