import { describe, expect, it } from 'vitest';
import type { JobHandler, JobOptions, JobQueue } from '@marquee/core/jobs/job-queue.js';
import { BILLING_DUNNING_JOB, registerBillingDunning, utcDay } from './billing-dunning.js';

function recordingQueue() {
  const handlers = new Map<string, JobHandler>();
  const repeats: [string, number][] = [];
  const added: [string, JobOptions | undefined][] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    add: async (name, _data, opts) => void added.push([name, opts]),
    process: (name, h) => void handlers.set(name, h as JobHandler),
    repeat: async (name, every) => void repeats.push([name, every]),
    isLive: async () => false,
    start: async () => {},
    counts: async () => ({ waiting: 0, active: 0, delayed: 0, failed: 0 }),
    countsByLane: async () => {
      throw new Error('not used');
    },
    close: async () => {},
  };
  return { queue, handlers, repeats, added };
}

describe('billing dunning job', () => {
  it('ticks hourly, runs once at start-up, and hands the processor the UTC day', async () => {
    const { queue, handlers, repeats, added } = recordingQueue();
    const calls: [string, Date][] = [];
    // 23:30 in New York is already the next day in UTC: the day is UTC's.
    const now = new Date('2031-03-10T04:30:00Z');
    await registerBillingDunning(queue, {
      runDunning: async (day, at) => {
        calls.push([day, at]);
        return { processed: true, day, overdue: 0, suspended: [] };
      },
      now: () => now,
    });
    expect(repeats).toEqual([[BILLING_DUNNING_JOB, 60 * 60 * 1000]]);
    expect(added).toEqual([[BILLING_DUNNING_JOB, { jobId: `${BILLING_DUNNING_JOB}-startup` }]]);
    await handlers.get(BILLING_DUNNING_JOB)!({}, { jobId: 'x', attempt: 1, isFinalAttempt: true });
    expect(calls).toEqual([['2031-03-10', now]]);
    expect(utcDay(new Date('2031-12-31T23:59:59.999Z'))).toBe('2031-12-31');
  });
});
