import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig, type Config } from '@marquee/core/config.js';
import type { Redis } from 'ioredis';
import type { Database } from '@marquee/core/db/client.js';
import { openTestDatabase } from './test-database.js';
import { composeServer } from '../../src/composition/compose-server.js';
import type { JobQueue } from '@marquee/worker';
import type { LogRing } from '@marquee/core/log-ring.js';
import { apiClient } from './api-client.js';
import type { MediaTools } from '@marquee/worker';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { localMediaStore } from '@marquee/core/storage/local-media-store.js';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface TestServerOptions {
  config?: Partial<Config>;
  /** Scaled mode: several test servers given the same Redis act as one cluster. */
  redis?: { client: Redis; prefix: string };
  /** Share one database between several test servers (a cluster of API nodes). */
  database?: Database;
  /** Media store; defaults to a fresh temp directory removed on close. */
  media?: MediaStore;
  /** BullMQ in this Redis (with its prefix) instead of the in-process queue. */
  jobsRedisUrl?: string;
  /** Take media jobs in this server (default true). */
  runWorker?: boolean;
  tools?: Partial<MediaTools>;
  /** Keep the app's log lines in this ring (the back office's Logs view) instead of discarding them. */
  logs?: LogRing;
  jobs?: JobQueue;
  /** The services' clock, for time-driven rules (last-seen falls due a minute after the last). */
  now?: () => Date;
  /** Listen on this port (a restarted node comes back where its clients look for it); default any. */
  port?: number;
}

/** The real app on an ephemeral port with a fresh database; close() tears both down. */
export async function startTestServer(opts: TestServerOptions = {}) {
  const ownDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    // Every test account comes from 127.0.0.1; the registration limit has its own test.
    registerLimits: { perIp: 100_000, windowMs: 60 * 60_000 },
    ...opts.config,
  };
  const logger = pino({ level: 'silent' });
  const mediaDir = opts.media ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-m-'));
  const media = opts.media ?? localMediaStore(mediaDir!);
  const { app, listener, services, jobs, realtime, reconciler } = await composeServer({
    config,
    database,
    logger: opts.logs ? pino({ level: 'info' }, opts.logs) : logger,
    media,
    ...(opts.logs ? { logs: opts.logs } : {}),
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    redis: opts.redis?.client,
    ...(opts.redis ? { redisPrefix: opts.redis.prefix } : {}),
    redisUrl: opts.jobsRedisUrl,
    runWorker: opts.runWorker !== false,
    ...(opts.tools ? { tools: opts.tools } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const server = http.createServer(listener).listen(opts.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  realtime.attach(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The Express app, for suites that enumerate its routes. */
    app,
    config,
    database,
    services,
    media,
    jobs,
    realtime,
    reconciler,
    api: apiClient(url),
    async close() {
      reconciler?.stop();
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await jobs.close();
      // As main's shutdown does: nothing can add to them now, and the database is still open.
      await services.displays.flushLastSeen();
      if (ownDatabase) await database.close();
      if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}
