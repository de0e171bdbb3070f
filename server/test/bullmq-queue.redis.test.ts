import crypto from 'node:crypto';
import pino from 'pino';
import { inject } from 'vitest';
import { describeJobQueue } from './support/job-queue-contract.js';
import { bullmqQueue } from '../src/jobs/bullmq-queue.js';

describeJobQueue('BullMQ on Redis', () =>
  bullmqQueue({
    redisUrl: inject('redisUrl'),
    // A fresh namespace per test keeps runs and tests apart; the global teardown removes the keys.
    prefix: `${inject('runPrefix')}:${crypto.randomBytes(3).toString('hex')}`,
    logger: pino({ level: 'silent' }),
  }),
);
