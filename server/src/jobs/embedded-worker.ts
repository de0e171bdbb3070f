import { registerProcessors, type JobQueue } from '@marquee/worker';
import type { Database } from '../db/client.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';
import { pairingCodesRepo } from '../modules/screens/pairing-codes-repo.js';

/** Hands the worker's processors their repositories and starts taking jobs in this process. */
export async function startEmbeddedWorker(jobs: JobQueue, database: Database): Promise<void> {
  const sessions = sessionsRepo(database.db);
  const codes = pairingCodesRepo(database.db);
  await registerProcessors(jobs, {
    deleteSessionsIdleSince: (cutoff) => sessions.deleteIdleBefore(cutoff),
    deleteExpiredPairingCodes: (now) => codes.deleteExpired(now),
  });
  await jobs.start();
}
