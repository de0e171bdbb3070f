import { registerProcessors, type JobQueue } from '@marquee/worker';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';
import { pairingCodesRepo } from '../modules/screens/pairing-codes-repo.js';
import { billingRepo } from '../modules/billing/billing-repo.js';
import { billingService } from '../modules/billing/billing-service.js';
import { createBillingProvider } from '../modules/billing/create-billing-provider.js';
import type { LocationChanges } from '../modules/locations/location-changes.js';
import { systemStateRepo, WORKER_HEARTBEAT_KEY } from '../modules/system/system-state-repo.js';

/** Hands the worker's processors their repositories and starts taking jobs in this process. */
export async function startEmbeddedWorker(
  jobs: JobQueue,
  database: Database,
  opts: { config: Config; changes: LocationChanges },
): Promise<void> {
  const { db } = database;
  const sessions = sessionsRepo(db);
  const codes = pairingCodesRepo(db);
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
    // Without a payment provider billing is informational: no dunning job at all.
    ...(billing.providerKind === 'none'
      ? {}
      : { dunning: { runDunning: (day: string, at: Date) => billing.runDunning(day, at) } }),
  });
  await jobs.start();
}
