import { registerProcessors, type JobQueue } from '@marquee/worker';
import type { Database } from '../db/client.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';

/** Hands the worker's processors their repositories and starts taking jobs in this process. */
export async function startEmbeddedWorker(jobs: JobQueue, database: Database): Promise<void> {
  const sessions = sessionsRepo(database.db);
  await registerProcessors(jobs, {
    deleteSessionsIdleSince: (cutoff) => sessions.deleteIdleBefore(cutoff),
  });
  await jobs.start();
}
