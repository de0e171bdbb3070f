import type { Logger } from 'pino';
import { PermanentJobError, REQUEST_ID_FIELD, type JobLane } from './job-queue.js';
import type { JobMetrics } from '../metrics/metrics.js';

export interface JobRun {
  name: string;
  lane: JobLane;
  jobId: string;
  attempt: number;
  isFinalAttempt: boolean;
  /** Scheduled housekeeping (heartbeat, sweeps): its successes are logged at debug level only. */
  repeated: boolean;
  data: unknown;
}

/** Runs one attempt of a job; both queue kinds call their handlers through it. */
export type RunJob = (run: JobRun, work: () => Promise<void>) => Promise<void>;

/**
 * Every attempt is logged (start; end with duration and outcome) with the job's name, queue, id,
 * attempt and the id of the request that queued it, and counted in the job metrics.
 */
export function jobTelemetry(logger: Logger, metrics?: JobMetrics): RunJob {
  return async (run, work) => {
    const requestId = (run.data as Record<string, unknown> | null)?.[REQUEST_ID_FIELD];
    const log = logger.child({
      job: run.name,
      queue: run.lane,
      jobId: run.jobId,
      attempt: run.attempt,
      ...(typeof requestId === 'string' ? { requestId } : {}),
    });
    const quiet = run.repeated ? 'debug' : 'info';
    log[quiet]('job started');
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      await work();
    } catch (err) {
      const durationS = seconds();
      const final = run.isFinalAttempt || err instanceof PermanentJobError;
      metrics?.jobDuration.observe(
        { queue: run.lane, name: run.name, outcome: 'failed' },
        durationS,
      );
      metrics?.jobFailures.inc({ queue: run.lane, name: run.name, final: String(final) });
      log[final ? 'error' : 'warn'](
        { err, durationMs: Math.round(durationS * 1000), outcome: 'failed', final },
        final ? 'job failed for good' : 'job failed; retrying',
      );
      throw err;
    }
    const durationS = seconds();
    metrics?.jobDuration.observe(
      { queue: run.lane, name: run.name, outcome: 'completed' },
      durationS,
    );
    log[quiet]({ durationMs: Math.round(durationS * 1000), outcome: 'completed' }, 'job finished');
  };
}
