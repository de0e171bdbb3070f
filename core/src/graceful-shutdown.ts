import type http from 'node:http';
import type { Logger } from 'pino';
import type { JobQueue } from './jobs/job-queue.js';
import type { InFlightRequests } from './http/in-flight-requests.js';

/** Orchestrators (and `docker stop`) wait 10 s before SIGKILL: everything must be done before. */
export const SHUTDOWN_BUDGET_MS = 9_500;
/** In-flight requests and the current job get this long; then connections are cut and the job released. */
export const DRAIN_GRACE_MS = 7_000;

/** True when `p` settled within `ms`, false when the time ran out first. */
export const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p.then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), Math.max(0, ms)).unref()),
  ]);

/**
 * SIGTERM: stop accepting, send every screen elsewhere (they come back here after a restart),
 * let requests and the current job finish within the grace, write what is still held back, then
 * close the rest in order.
 * Resolves when everything is closed; the caller exits 0.
 */
export async function drainAndClose(o: {
  server: http.Server;
  requests: InFlightRequests;
  realtime: { drain(): Promise<void> };
  jobs: JobQueue;
  /** Writes still held back in memory (batched last-seen), made once nothing can add to them. */
  flushWrites: () => Promise<void>;
  closeStores: () => Promise<void>;
  logger: Logger;
  graceMs?: number;
}): Promise<void> {
  const deadline = Date.now() + (o.graceMs ?? DRAIN_GRACE_MS);
  // Stops listening and closes idle keep-alive connections; busy ones finish their request first.
  o.server.close();
  const [, requestsDone] = await Promise.all([
    o.realtime.drain(),
    within(o.requests.settled(), deadline - Date.now()),
  ]);
  // Only now: a request still running may add a job. The worker finishes its current job; one
  // still running at the deadline is left to the queue's recovery (BullMQ: stalled, retried elsewhere).
  const jobsDone = await within(o.jobs.close(), deadline - Date.now());
  if (!requestsDone) o.logger.warn({ active: o.requests.active }, 'cut requests still running');
  if (!jobsDone) o.logger.warn('released the job still running');
  o.server.closeAllConnections();
  await o.flushWrites();
  await o.closeStores();
}
