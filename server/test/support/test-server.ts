import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Redis } from 'ioredis';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './test-database.js';
import { apiClient } from './api-client.js';
import type { MediaTools } from '@marquee/worker';
import type { MediaStore } from '../../src/storage/media-store.js';
import { localMediaStore } from '../../src/storage/local-media-store.js';
import { createJobQueue } from '../../src/jobs/create-job-queue.js';
import { startEmbeddedWorker } from '../../src/jobs/embedded-worker.js';
import { createRealtime } from '../../src/realtime/realtime.js';
import { authService } from '../../src/modules/auth/auth-service.js';
import { usersRepo } from '../../src/modules/auth/users-repo.js';
import { sessionsRepo } from '../../src/modules/auth/sessions-repo.js';
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
}

/** The real app on an ephemeral port with a fresh database; close() tears both down. */
export async function startTestServer(opts: TestServerOptions = {}) {
  const ownDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...opts.config };
  const logger = pino({ level: 'silent' });
  const mediaDir = opts.media ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-m-'));
  const media = opts.media ?? localMediaStore(mediaDir!);
  const jobs = createJobQueue({
    redisUrl: opts.jobsRedisUrl,
    logger,
    ...(opts.redis ? { prefix: opts.redis.prefix.replace(/:$/, '') } : {}),
  });
  const realtime = createRealtime({
    auth: authService({ users: usersRepo(database.db), sessions: sessionsRepo(database.db) }),
    redisUrl: opts.jobsRedisUrl,
    ...(opts.redis ? { prefix: opts.redis.prefix } : {}),
    logger,
  });
  const { app, services } = buildApp({
    config,
    database,
    logger,
    redis: opts.redis?.client,
    ...(opts.redis ? { redisPrefix: opts.redis.prefix } : {}),
    jobs,
    media,
    realtime,
  });
  if (opts.runWorker !== false) {
    await startEmbeddedWorker(jobs, database, {
      store: media,
      events: realtime,
      ...(opts.tools ? { tools: opts.tools } : {}),
    });
  }
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  realtime.attach(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    database,
    services,
    media,
    jobs,
    api: apiClient(url),
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await jobs.close();
      if (ownDatabase) await database.close();
      if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}
