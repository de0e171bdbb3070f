import { describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue } from '@marquee/core/jobs/job-queue.js';
import { PLAYS_ROLLUP_JOB, registerPlaysRollup } from './plays-rollup.js';

describe('plays rollup', () => {
  it('repeats every minute and runs the rollup and retention each time', async () => {
    const handlers = new Map<string, JobHandler>();
    const repeats: [string, number][] = [];
    const queue = {
      process: (name: string, h: JobHandler) => void handlers.set(name, h),
      repeat: async (name: string, every: number) => void repeats.push([name, every]),
    } as unknown as JobQueue;
    let runs = 0;
    await registerPlaysRollup(queue, { rollUpAndExpirePlays: async () => void runs++ });
    expect(repeats).toEqual([[PLAYS_ROLLUP_JOB, 60 * 1000]]);
    await handlers.get(PLAYS_ROLLUP_JOB)!({}, { jobId: 'x', attempt: 1, isFinalAttempt: false });
    expect(runs).toBe(1);
  });
});
