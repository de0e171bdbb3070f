import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/client.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { startEmbeddedWorker } from './jobs/embedded-worker.js';
import { locationChanges } from './modules/locations/location-changes.js';

/** Scaled mode: a process that only takes jobs (`npm run worker`), beside API nodes run with RUN_WORKER=false. */
async function main() {
  const config = loadConfig();
  if (!config.redisUrl || !config.databaseUrl) {
    throw new ConfigError(
      'A standalone worker needs REDIS_URL and DATABASE_URL (it shares them with the API nodes).',
    );
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const jobs = createJobQueue({ redisUrl: config.redisUrl, logger });
  // The realtime layer will relay these to API nodes through Redis; for now they are logged.
  const changes = locationChanges();
  changes.subscribe((c) => logger.info({ change: c }, 'location playback changed'));
  await startEmbeddedWorker(jobs, database, { config, changes });
  logger.info('worker started');
  const stop = async () => {
    await jobs.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
