import fs from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { HealthState, LogEntry, SystemHealth } from '@marquee/protocol';
import type { Database } from '../../db/client.js';
import { BackupUnavailableError } from '../../db/backup.js';
import { HttpError } from '../../http/errors.js';
import type { LogRing } from '../../log-ring.js';
import { directorySize, fileSystemSpace } from './disk-usage.js';
import { WORKER_HEARTBEAT_KEY, type SystemStateRepo } from './system-state-repo.js';

async function timed(check: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await check();
    return { status: 'ok' as HealthState, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { status: 'error' as HealthState, latencyMs: null, error: (err as Error).message };
  }
}

/** The back office's System tab: each dependency asked live, never a static badge. */
export function systemService(deps: {
  database: Database;
  redis?: Redis | undefined;
  jobs?: JobQueue | undefined;
  state: SystemStateRepo;
  dataDir: string;
  logs?: LogRing | undefined;
}) {
  const mediaDir = path.join(deps.dataDir, 'media');
  return {
    async health(): Promise<SystemHealth> {
      const database = { kind: deps.database.kind, ...(await timed(deps.database.ping)) };
      const redis = deps.redis
        ? await timed(() => deps.redis!.ping())
        : { status: 'not-configured' as HealthState, latencyMs: null };
      const storage = await timed(async () => {
        await fs.mkdir(deps.dataDir, { recursive: true });
        await fs.access(deps.dataDir, fs.constants.W_OK);
      });
      let jobs: SystemHealth['jobs'];
      const heartbeat = (await deps.state.get(WORKER_HEARTBEAT_KEY).catch(() => undefined))
        ?.updatedAt;
      const workerHeartbeat = heartbeat?.toISOString() ?? null;
      if (!deps.jobs) {
        jobs = {
          status: 'not-configured',
          kind: 'none',
          waiting: 0,
          active: 0,
          delayed: 0,
          failed: 0,
          workerHeartbeat,
        };
      } else {
        try {
          jobs = {
            status: 'ok',
            kind: deps.jobs.kind,
            ...(await deps.jobs.counts()),
            workerHeartbeat,
          };
        } catch (err) {
          jobs = {
            status: 'error',
            kind: deps.jobs.kind,
            waiting: 0,
            active: 0,
            delayed: 0,
            failed: 0,
            workerHeartbeat,
            error: (err as Error).message,
          };
        }
      }
      return {
        checkedAt: new Date().toISOString(),
        database,
        redis,
        storage: {
          kind: 'local',
          status: storage.status,
          ...(storage.error ? { error: storage.error } : {}),
        },
        jobs,
        mediaDisk: {
          usedBytes: await directorySize(mediaDir),
          ...(await fileSystemSpace(deps.dataDir)),
        },
      };
    },

    logs(limit: number, level?: string): LogEntry[] {
      return deps.logs?.recent(limit, level) ?? [];
    },

    recordHeartbeat: (at: Date) => deps.state.set(WORKER_HEARTBEAT_KEY, at.toISOString(), at),

    /** 503 when this server cannot make one (no pg_dump): nothing is wrong with the request. */
    backup: () =>
      deps.database.backup().catch((err: unknown) => {
        throw err instanceof BackupUnavailableError ? new HttpError(503, err.message) : err;
      }),
  };
}
export type SystemService = ReturnType<typeof systemService>;
