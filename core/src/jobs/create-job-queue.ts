import type { Logger } from 'pino';
import type { JobQueue } from './job-queue.js';
import { inProcessQueue } from './in-process-queue.js';
import { bullmqQueue } from './bullmq-queue.js';
import { jobTelemetry } from './job-telemetry.js';
import type { JobMetrics } from '../metrics/metrics.js';

export function createJobQueue(opts: {
  redisUrl?: string | undefined;
  logger: Logger;
  prefix?: string;
  lockMs?: number;
  /** Where job durations and failures are counted (the process's /metrics). */
  metrics?: JobMetrics;
}): JobQueue {
  const runJob = jobTelemetry(opts.logger, opts.metrics);
  return opts.redisUrl
    ? bullmqQueue({
        redisUrl: opts.redisUrl,
        logger: opts.logger,
        ...(opts.prefix ? { prefix: opts.prefix } : {}),
        ...(opts.lockMs ? { lockMs: opts.lockMs } : {}),
        runJob,
      })
    : inProcessQueue(opts.logger, { runJob });
}
