/**
 * Background jobs, one interface for both modes: in-process (embedded, no REDIS_URL) and
 * BullMQ (scaled, REDIS_URL), so processors are written once and tested against both.
 */
export interface JobOptions {
  /**
   * Deduplicates: while a job with this id is waiting, delayed or running, adding it again does
   * nothing; once it finished (or failed for good) the same id can be queued again.
   */
  jobId?: string;
  delayMs?: number;
  /** Total tries including the first; transient failures retry with exponential back-off. */
  attempts?: number;
  backoffMs?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  isFinalAttempt: boolean;
}

export type JobHandler<T = unknown> = (data: T, ctx: JobContext) => Promise<void>;

export interface ProcessOptions<T> {
  /**
   * Runs once when a job will not run again: its tries are used up, it failed permanently, or
   * (BullMQ) it stalled too often, which never reaches the handler at all. Must be idempotent:
   * the handler may already have recorded the failure itself.
   */
  onGiveUp?(data: T, reason: string): Promise<void>;
}

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * Jobs run in two lanes with their own concurrency, so a queue of slow uploads (ffmpeg,
 * LibreOffice) never delays pushes, pairing expiry, schedule boundaries or billing.
 */
export const JOB_LANES = ['system', 'media'] as const;
export type JobLane = (typeof JOB_LANES)[number];

export const laneOf = (jobName: string): JobLane =>
  jobName.startsWith('media.') ? 'media' : 'system';

/** Jobs of one lane at once in one worker: media is CPU-heavy; system jobs mostly wait on I/O. */
export const LANE_CONCURRENCY: Record<JobLane, number> = { system: 4, media: 2 };

/**
 * A request's id travels in its jobs' data under this key, so the worker's log lines for the
 * job carry the id of the request that queued it.
 */
export const REQUEST_ID_FIELD = 'requestId';

export function totalCounts(byLane: Record<JobLane, JobCounts>): JobCounts {
  const total: JobCounts = { waiting: 0, active: 0, delayed: 0, failed: 0 };
  for (const lane of JOB_LANES)
    for (const k of Object.keys(total) as (keyof JobCounts)[]) total[k] += byLane[lane][k];
  return total;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  add<T>(name: string, data: T, opts?: JobOptions): Promise<void>;
  /** Registers the processor for one job name; call before start(). */
  process<T>(name: string, handler: JobHandler<T>, opts?: ProcessOptions<T>): void;
  /** True while a job with this id is waiting, delayed or running (false once it finished or failed). */
  isLive(jobId: string): Promise<boolean>;
  /** Runs `name` every `everyMs`, once per period across all workers. */
  repeat(name: string, everyMs: number, data?: unknown): Promise<void>;
  /** Begins taking jobs (the worker side); producers that only add need not call it. */
  start(): Promise<void>;
  counts(): Promise<JobCounts>;
  countsByLane(): Promise<Record<JobLane, JobCounts>>;
  close(): Promise<void>;
}

/** Thrown by a processor when retrying cannot help (a corrupt file, a deleted row). */
export class PermanentJobError extends Error {}

export const JOB_DEFAULTS = { attempts: 3, backoffMs: 1000 } as const;
