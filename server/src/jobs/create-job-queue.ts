import type { Logger } from 'pino';
import type { JobQueue } from '@marquee/worker';
import { inProcessQueue } from './in-process-queue.js';
import { bullmqQueue } from './bullmq-queue.js';

export function createJobQueue(opts: {
  redisUrl?: string | undefined;
  logger: Logger;
  prefix?: string;
  lockMs?: number;
}): JobQueue {
  return opts.redisUrl
    ? bullmqQueue({
        redisUrl: opts.redisUrl,
        logger: opts.logger,
        ...(opts.prefix ? { prefix: opts.prefix } : {}),
        ...(opts.lockMs ? { lockMs: opts.lockMs } : {}),
      })
    : inProcessQueue(opts.logger);
}
