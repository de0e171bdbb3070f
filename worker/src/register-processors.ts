import type { JobQueue } from './job-queue.js';
import { registerSessionSweep, type SessionSweepDeps } from './session-sweep.js';
import { registerPairingExpiry, type PairingExpiryDeps } from './pairing-expiry.js';

/** Everything a worker process needs, handed in by the composition root (server/src/main or worker-main). */
export type WorkerDeps = SessionSweepDeps & PairingExpiryDeps;

export async function registerProcessors(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  await registerSessionSweep(queue, deps);
  await registerPairingExpiry(queue, deps);
}
