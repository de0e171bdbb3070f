import { describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue } from '@marquee/core/jobs/job-queue.js';
import { SESSION_SWEEP_JOB, registerSessionSweep } from './session-sweep.js';

function recordingQueue() {
  const handlers = new Map<string, JobHandler>();
  const repeats: [string, number][] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    add: async () => {},
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
  return { queue, handlers, repeats };
}

describe('session sweep', () => {
  it('repeats and deletes sessions idle for 30 days', async () => {
    const { queue, handlers, repeats } = recordingQueue();
    const cutoffs: Date[] = [];
    const now = new Date('2026-11-22T12:00:00Z');
    await registerSessionSweep(queue, {
      deleteSessionsIdleSince: async (c) => void cutoffs.push(c),
      now: () => now,
    });
    expect(repeats).toEqual([[SESSION_SWEEP_JOB, 6 * 60 * 60 * 1000]]);
    await handlers.get(SESSION_SWEEP_JOB)!({}, { jobId: 'x', attempt: 1, isFinalAttempt: false });
    expect(cutoffs).toEqual([new Date('2026-10-23T12:00:00Z')]);
  });
});
