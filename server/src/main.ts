import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { buildApp } from './app.js';
import { connectRedis } from './redis.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { startEmbeddedWorker } from './jobs/embedded-worker.js';
import { LogRing } from './log-ring.js';
import { locationChanges } from './modules/locations/location-changes.js';

async function main() {
  const config = loadConfig();
  const logs = new LogRing();
  const logger = createLogger(config.logLevel, logs);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const jobs = createJobQueue({ redisUrl: config.redisUrl, logger });
  const changes = locationChanges();
  // Until the realtime layer subscribes (screens issue), suspensions are at least on record.
  changes.subscribe((c) => logger.info({ change: c }, 'location playback changed'));
  const { app, services } = buildApp({ config, database, logger, redis, jobs, changes, logs });
  if (config.runWorker) await startEmbeddedWorker(jobs, database, { config, changes });
  if (config.admin) await services.auth.ensureAdmin(config.admin.email, config.admin.password);

  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, database: database.kind, dataDir: config.dataDir },
      `Marquee is serving http://localhost:${port}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining requests');
    // A stuck client must not hold the process forever.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await jobs.close();
      await database.close();
      redis?.disconnect();
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
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
