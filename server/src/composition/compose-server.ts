import type http from 'node:http';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { JobQueue, MediaTools } from '@marquee/worker';
import type { Config } from '@marquee/core/config.js';
import type { Database } from '@marquee/core/db/client.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import type { LogRing } from '@marquee/core/log-ring.js';
import { createJobQueue } from '@marquee/core/jobs/create-job-queue.js';
import type { JobReconciler } from '@marquee/core/jobs/job-reconciler.js';
import { createRealtime } from '../realtime/realtime.js';
import { createMetrics, watchDatabase, watchJobQueue } from '@marquee/core/metrics/metrics.js';
import { buildServices } from '@marquee/core/composition/build-services.js';
import { buildHttpApp } from './http-app.js';
import { startWorker } from '@marquee/worker';
import { playbackPollListener, POLL_ROUTE } from '../modules/playback/index.js';

/** Statements waiting for the database beyond which no more returning screens are let in. */
const DATABASE_BACKLOG_LIMIT = 100;

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
 * Puts one API process together: services, then the realtime layer (which subscribes to their
 * events), then the HTTP app, and (in a one-box install) the worker. main.ts and the tests both
 * use it, so what is tested is what runs.
 */
export async function composeServer(o: ComposeOptions) {
  const prefix = o.redisPrefix ?? 'marquee:';
  const metrics = createMetrics();
  const jobs =
    o.jobs ??
    createJobQueue({
      redisUrl: o.redisUrl,
      logger: o.logger,
      prefix: prefix.replace(/:$/, ''),
      lockMs: o.config.jobLockMs,
      metrics,
    });
  watchJobQueue(metrics, jobs);
  watchDatabase(metrics, o.database);
  const services = buildServices({
    config: o.config,
    database: o.database,
    logger: o.logger,
    jobs,
    media: o.media,
    redis: o.redis,
    logs: o.logs,
    ...(o.now ? { now: o.now } : {}),
    snapshotBuilt: () => metrics.snapshotBuilds.inc(),
  });
  const realtime = createRealtime({
    events: services.events,
    auth: services.auth,
    displays: {
      identify: (token) => services.displays.identify(token),
      ownsLocation: (userId, locationId) =>
        services.locations.get(userId, locationId).then(
          () => true,
          () => false,
        ),
    },
    redisUrl: o.redisUrl,
    prefix,
    logger: o.logger,
    metrics,
    playbackRevision: services.playback.revisionOf,
    screens: services.screenHealth,
    connectPacing: {
      ...o.config.displayConnect,
      busy: () => o.database.backlog() > DATABASE_BACKLOG_LIMIT,
    },
  });
  const app = buildHttpApp(
    {
      config: o.config,
      database: o.database,
      logger: o.logger,
      jobs,
      media: o.media,
      redis: o.redis,
      redisPrefix: prefix,
      metrics,
    },
    services,
    realtime,
  );
  let reconciler: JobReconciler | undefined;
  if (o.runWorker) {
    reconciler = await startWorker(jobs, services, {
      config: o.config,
      logger: o.logger,
      store: o.media,
      ...(o.tools ? { tools: o.tools } : {}),
    });
  }
  // Screens' polls and fetches are answered before Express; everything else goes on to it.
  const poll = playbackPollListener(services.playback, {
    polled: (result) => metrics.playbackPolls.inc({ result }),
    timed: (status, s) =>
      metrics.httpDuration.observe({ method: 'GET', route: POLL_ROUTE, status: String(status) }, s),
  });
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) =>
    void poll(req, res)
      .catch(() => res.headersSent)
      .then((answered) => {
        if (!answered) app(req, res);
      });
  return { app, listener, services, jobs, realtime, reconciler };
}
