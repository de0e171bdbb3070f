import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { JOB_LANES, type JobQueue } from '../jobs/job-queue.js';
import type { Database } from '../db/client.js';

/**
 * One registry per process (several test servers share a process, so never the global one).
 * Every metric is named in docs/operations.md ("Metrics"), with what it means and alert rules.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'marquee_http_request_duration_seconds',
      help: 'HTTP requests by method, route template (never the raw URL) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    screenPushes: new Counter({
      name: 'marquee_screen_pushes_total',
      help: 'Pushes this process sent to screens, by event',
      labelNames: ['event'] as const,
      registers,
    }),
    playbackPolls: new Counter({
      name: 'marquee_playback_polls_total',
      help: 'Screen polls answered, by result: not_modified (304) or changed (200)',
      labelNames: ['result'] as const,
      registers,
    }),
    snapshotBuilds: new Counter({
      name: 'marquee_snapshot_builds_total',
      help: 'Playback snapshots built; one per location and change on each node that is asked',
      registers,
    }),
    jobDuration: new Histogram({
      name: 'marquee_job_duration_seconds',
      help: 'Job runs (each attempt) by queue, job name and outcome',
      labelNames: ['queue', 'name', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers,
    }),
    jobFailures: new Counter({
      name: 'marquee_job_failures_total',
      help: 'Failed job attempts by queue and job name; final="true" when it will not be retried',
      labelNames: ['queue', 'name', 'final'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type JobMetrics = Pick<Metrics, 'jobDuration' | 'jobFailures'>;

/** Jobs per queue and state, read from the queue (Redis in scaled mode) at each scrape. */
export function watchJobQueue(metrics: Metrics, jobs: JobQueue): void {
  new Gauge({
    name: 'marquee_job_queue_depth',
    help: 'Jobs by queue and state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      // Redis away: the gauge is left out of this scrape rather than failing the whole answer.
      const byLane = await jobs.countsByLane().catch(() => undefined);
      this.reset();
      if (!byLane) return;
      for (const queue of JOB_LANES)
        for (const [state, n] of Object.entries(byLane[queue])) this.set({ queue, state }, n);
    },
  });
}

/**
 * node-postgres pool: connections open, idle, and queries waiting for one. Embedded PGlite has no
 * pool (one in-process engine runs one query at a time), so it has no such gauges at all.
 */
export function watchDatabase(metrics: Metrics, database: Database): void {
  const pool = database.pool;
  if (!pool) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(read());
      },
    });
  gauge('marquee_db_pool_connections', 'PostgreSQL connections open', () => pool().total);
  gauge('marquee_db_pool_idle', 'PostgreSQL connections open and idle', () => pool().idle);
  gauge('marquee_db_pool_waiting', 'Queries waiting for a connection', () => pool().waiting);
}

/** Sockets connected to this process right now (not the cluster: sum over nodes for that). */
export function watchSockets(
  metrics: Metrics,
  count: () => { screens: number; dashboards: number },
): void {
  new Gauge({
    name: 'marquee_connected_screens',
    help: 'Paired screens connected to this process',
    registers: [metrics.registry],
    collect() {
      this.set(count().screens);
    },
  });
  new Gauge({
    name: 'marquee_connected_dashboards',
    help: 'Dashboard connections to this process',
    registers: [metrics.registry],
    collect() {
      this.set(count().dashboards);
    },
  });
}
