import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '@marquee/core/config.js';
import { createLogger } from '@marquee/core/logger.js';
import { openDatabase } from '@marquee/core/db/client.js';
import { databaseConnectionLost } from '@marquee/core/db/connection-lost.js';
import { DataDirLockedError } from '@marquee/core/db/data-dir-lock.js';
import { connectRedis } from '@marquee/core/redis.js';
import { composeServer } from './composition/compose-server.js';
import { LogRing } from '@marquee/core/log-ring.js';
import { createMediaStore } from '@marquee/core/storage/create-media-store.js';
import { sweepTemporaries } from '@marquee/core/storage/sweep-temporaries.js';
import { trackInFlightRequests } from '@marquee/core/http/in-flight-requests.js';
import { keepIdleConnections } from './http/idle-connections.js';
import { drainAndClose, SHUTDOWN_BUDGET_MS } from '@marquee/core/graceful-shutdown.js';

const HOUR_MS = 60 * 60 * 1000;
const LISTEN_BACKLOG = 4096;

async function main() {
  const config = loadConfig();
  const logs = new LogRing();
  const logger = createLogger(config.logLevel, logs);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    onConnectionError: databaseConnectionLost(logger),
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const media = createMediaStore(config);
  // One box owns DATA_DIR (it is locked), so every temporary is stale; a shared bucket may hold
  // another node's upload in progress.
  const swept = await sweepTemporaries(media, config.s3 ? HOUR_MS : 0);
  if (swept) logger.info({ swept }, 'removed unfinished uploads');
  const { listener, services, jobs, realtime } = await composeServer({
    config,
    database,
    logger,
    media,
    redis,
    redisUrl: config.redisUrl,
    runWorker: config.runWorker,
    logs,
  });
  if (config.admin) await services.auth.ensureAdmin(config.admin.email, config.admin.password);

  // Thousands of screens reconnect at once after a restart; the default backlog (511) drops
  // their SYNs and each drop costs a screen a 1–3 s retransmit (the kernel caps it at somaxconn).
  const server = http
    .createServer(listener)
    .listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      const { port } = server.address() as AddressInfo;
      logger.info(
        { port, database: database.kind, dataDir: config.dataDir, media: media.kind },
        `Marquee is serving http://localhost:${port}`,
      );
    });
  keepIdleConnections(server);
  realtime.attach(server);
  const requests = trackInFlightRequests(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining: screens sent elsewhere, finishing requests and jobs');
    // Should a close hang anyway, the orchestrator's SIGKILL must not be what ends us.
    setTimeout(() => {
      logger.error('drain did not finish in time');
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS).unref();
    drainAndClose({
      server,
      requests,
      realtime,
      jobs,
      logger,
      flushWrites: () => services.displays.flushLastSeen(),
      closeStores: async () => {
        await database.close();
        await redis?.quit().catch(() => redis.disconnect());
      },
    }).then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'drain failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Marquee failed to start:', err);
  }
  process.exit(1);
});
