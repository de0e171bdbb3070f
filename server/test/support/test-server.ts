import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openTestDatabase } from './test-database.js';
import { apiClient } from './api-client.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real app on an ephemeral port with a fresh database; close() tears both down. */
export async function startTestServer(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const { app, services } = buildApp({ config, database, logger: pino({ level: 'silent' }) });
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
      await database.close();
    },
  };
}
