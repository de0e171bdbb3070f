import pino from 'pino';
import { describeJobQueue } from '../../test/support/job-queue-contract.js';
import { inProcessQueue } from '@marquee/core/jobs/in-process-queue.js';

describeJobQueue('in-process', () => inProcessQueue(pino({ level: 'silent' })));
