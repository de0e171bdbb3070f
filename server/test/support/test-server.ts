import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Redis } from 'ioredis';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './test-database.js';
import type { JobQueue } from '@marquee/worker';
import type { LogRing } from '../../src/log-ring.js';
import { apiClient } from './api-client.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface TestServerOptions {
  config?: Partial<Config>;
  /** Scaled mode: several test servers given the same Redis act as one cluster. */
  redis?: { client: Redis; prefix: string };
  /** Share one database between several test servers (a cluster of API nodes). */
  database?: Database;
  /** Keep the app's log lines in this ring (the back office's Logs view) instead of discarding them. */
  logs?: LogRing;
  jobs?: JobQueue;
}

/** The real app on an ephemeral port with a fresh database; close() tears both down. */
export async function startTestServer(opts: TestServerOptions = {}) {
  const ownDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...opts.config };
  const { app, services } = buildApp({
    config,
    database,
    logger: opts.logs ? pino({ level: 'info' }, opts.logs) : pino({ level: 'silent' }),
    ...(opts.logs ? { logs: opts.logs } : {}),
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    redis: opts.redis?.client,
    ...(opts.redis ? { redisPrefix: opts.redis.prefix } : {}),
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    database,
    services,
    api: apiClient(url),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (ownDatabase) await database.close();
    },
  };
}
