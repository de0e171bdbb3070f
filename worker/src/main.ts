import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '@marquee/core/config.js';
import { createLogger } from '@marquee/core/logger.js';
import { openDatabase } from '@marquee/core/db/client.js';
import { databaseConnectionLost } from '@marquee/core/db/connection-lost.js';
import { createJobQueue } from '@marquee/core/jobs/create-job-queue.js';
import { createMediaStore } from '@marquee/core/storage/create-media-store.js';
import { createMetrics, watchDatabase, watchJobQueue } from '@marquee/core/metrics/metrics.js';
import { serveWorkerMetrics } from '@marquee/core/metrics/worker-metrics-server.js';
import { buildServices } from '@marquee/core/composition/build-services.js';
import { startWorker } from './start-worker.js';
import { DRAIN_GRACE_MS, SHUTDOWN_BUDGET_MS, within } from '@marquee/core/graceful-shutdown.js';
import { startRedisPushes } from './standalone/redis-pushes.js';

/** Batch jobs (dunning, sweeps) may run long statements; a dead connection is still noticed. */
const WORKER_QUERY_TIMEOUT_MS = 60_000;

/**
 * The worker's own app (`npm run worker`, built to worker/dist/main.js): in scaled mode, a process
 * that only takes jobs, beside API nodes run with RUN_WORKER=false. It imports @marquee/core,
 * never the server.
 */
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
    onConnectionError: databaseConnectionLost(logger),
    queryTimeoutMs: WORKER_QUERY_TIMEOUT_MS,
  });
  const metrics = createMetrics();
  const jobs = createJobQueue({
    redisUrl: config.redisUrl,
    logger,
    lockMs: config.jobLockMs,
    metrics,
  });
  watchJobQueue(metrics, jobs);
  watchDatabase(metrics, database);
  if (!config.s3) {
    logger.warn('no S3_BUCKET: this worker only sees media in its own DATA_DIR/media');
  }
  const store = createMediaStore(config);
  const services = buildServices({ config, database, logger, jobs, media: store });
  // What the jobs publish (processing results, suspensions, boundaries) reaches dashboards and
  // screens on every API node through Redis.
  const pushes = startRedisPushes({
    events: services.events,
    playbackRevision: services.playback.revisionOf,
    redisUrl: config.redisUrl,
    logger,
    metrics,
  });
  const reconciler = await startWorker(jobs, services, { config, logger, store });
  const metricsServer = await serveWorkerMetrics({
    registry: metrics.registry,
    token: config.metricsToken,
    port: config.workerMetricsPort,
    host: config.host,
  });
  logger.info({ metricsPort: (metricsServer.address() as AddressInfo).port }, 'worker started');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_BUDGET_MS).unref();
    reconciler.stop();
    metricsServer.close();
    // The current job finishes within the grace; one still running is released to BullMQ, which
    // hands it to another worker once its lock lapses.
    if (!(await within(jobs.close(), DRAIN_GRACE_MS)))
      logger.warn('released the job still running');
    await pushes.close();
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
