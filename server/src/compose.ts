import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { JobQueue, MediaTools } from '@marquee/worker';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { MediaStore } from './storage/media-store.js';
import { buildApp } from './app.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { startEmbeddedWorker } from './jobs/embedded-worker.js';
import type { JobReconciler } from './jobs/job-reconciler.js';
import { createRealtime } from './realtime/realtime.js';
import { authService } from './modules/auth/auth-service.js';
import { usersRepo } from './modules/auth/users-repo.js';
import { sessionsRepo } from './modules/auth/sessions-repo.js';
import { locationChanges } from './modules/locations/location-changes.js';
import type { LogRing } from './log-ring.js';

export interface ComposeOptions {
  config: Config;
  database: Database;
  logger: Logger;
  media: MediaStore;
  /** Shared counters (rate limits) in scaled mode. */
  redis?: Redis | undefined;
  redisPrefix?: string;
  /** BullMQ and the socket.io Redis adapter; without it jobs and sockets stay in this process. */
  redisUrl?: string | undefined;
  runWorker: boolean;
  tools?: Partial<MediaTools>;
  /** A queue made by the caller (tests inspect it); otherwise one is made from redisUrl. */
  jobs?: JobQueue;
  /** Recent log lines for the back office's System tab. */
  logs?: LogRing;
  now?: () => Date;
}

/**
 * Puts one process together: API, socket.io, job queue and (in a one-box install) the worker.
 * main.ts and the tests both use it, so what is tested is what runs.
 */
export async function composeServer(o: ComposeOptions) {
  const prefix = o.redisPrefix ?? 'marquee:';
  const jobs =
    o.jobs ??
    createJobQueue({
      redisUrl: o.redisUrl,
      logger: o.logger,
      prefix: prefix.replace(/:$/, ''),
      lockMs: o.config.jobLockMs,
    });
  // Screens authenticate through the app's own services (and their caches), made just below.
  const late: { services?: ReturnType<typeof buildApp>['services'] } = {};
  const realtime = createRealtime({
    auth: authService({ users: usersRepo(o.database.db), sessions: sessionsRepo(o.database.db) }),
    displays: {
      identify: (token) => late.services!.displays.identify(token),
      ownsLocation: async (userId, locationId) =>
        late.services!.locations.get(userId, locationId).then(
          () => true,
          () => false,
        ),
    },
    redisUrl: o.redisUrl,
    prefix,
    logger: o.logger,
  });
  // Suspensions decided here or in the worker (dunning) reach the screens through this bus.
  const changes = locationChanges();
  const built = buildApp({
    config: o.config,
    database: o.database,
    logger: o.logger,
    redis: o.redis,
    redisPrefix: prefix,
    jobs,
    media: o.media,
    realtime,
    playbackEvents: realtime,
    changes,
    connectedScreens: realtime.connectedScreens,
    connectedDisplays: realtime.connectedDisplays,
    ...(o.logs ? { logs: o.logs } : {}),
    ...(o.now ? { now: o.now } : {}),
  });
  late.services = built.services;
  let reconciler: JobReconciler | undefined;
  if (o.runWorker) {
    reconciler = await startEmbeddedWorker(jobs, o.database, {
      config: o.config,
      logger: o.logger,
      changes,
      announceBoundary: realtime.locationChanged,
      store: o.media,
      events: realtime,
      playback: built.contentChanged,
      ...(o.tools ? { tools: o.tools } : {}),
    });
  }
  return { ...built, jobs, realtime, reconciler };
}
