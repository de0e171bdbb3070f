import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { createPgliteInChildProcess } from './create-pglite.js';
import { takeTurnsFairly } from './pglite-fair-queue.js';
import { migrationsFolder } from '../paths.js';
import { pgDumpBackup, pgliteBackup, type DatabaseBackup } from './backup.js';

/** Where a dropped or refused PostgreSQL connection is reported; it must never crash the process. */
export type ConnectionErrorSink = (err: Error) => void;

/**
 * Bounds on every wait for PostgreSQL, so an unreachable database turns into a quick 503 instead
 * of requests that hang: getting a connection (new or from a busy pool) and each query.
 */
export const PG_CONNECT_TIMEOUT_MS = 3000;
export const PG_QUERY_TIMEOUT_MS = 4000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres only: the pool's state, for /metrics. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Statements waiting for a connection now: how far behind the database is. */
  backlog(): number;
  ping(): Promise<void>;
  /** A full copy for the back office's Backup button. */
  backup(): Promise<DatabaseBackup>;
  close(): Promise<void>;
}

/**
 * Opens the configured database and brings its schema up to date.
 * `pgliteDir: null` gives an in-memory PGlite, which the tests use.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | null;
  onConnectionError?: ConnectionErrorSink;
  /** Longer for a worker-only process, whose batch jobs have no one waiting on them. */
  queryTimeoutMs?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(
        opts.databaseUrl,
        opts.onConnectionError ?? (() => {}),
        opts.queryTimeoutMs ?? PG_QUERY_TIMEOUT_MS,
      )
    : openPglite(opts.pgliteDir ?? null);
}

async function openPglite(dir: string | null): Promise<Database> {
  const unlock = dir ? lockDataDir(dir) : () => {};
  try {
    const pgDir = dir ? path.join(dir, 'pg') : undefined;
    if (pgDir) await createPgliteInChildProcess(pgDir);
    const { client, db } = await openMigratedPglite(pgDir);
    const turns = takeTurnsFairly(client);
    return {
      db,
      kind: 'pglite',
      backlog: () => turns.waiting.first + turns.waiting.clients,
      ping: async () => void (await client.query('select 1')),
      backup: () => pgliteBackup(client),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * PGlite touches all of its shared buffers when it starts, so PostgreSQL's 128 MB default is
 * resident from the first second: it was a third of the server's memory. The data files are read
 * through the OS page cache, which keeps what these buffers drop; 32 MB holds the catalogs and the
 * hot rows of an embedded install (wal_buffers follows at 1/32 of it).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/**
 * An embedded database (in memory without a directory) with its schema up to date; a new
 * directory can start from a packed copy (`loadDataDir`) instead of initdb.
 */
export async function openMigratedPglite(pgDir: string | undefined, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The back office's account search uses trigram indexes (migration 0009).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // create(), not the constructor: only it sets extensions up before the database opens.
  const client = await PGlite.create(pgDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { client, db: db as unknown as Db };
}

async function openPostgres(
  url: string,
  onError: ConnectionErrorSink,
  queryTimeoutMs: number,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  await migrateUnderLock(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // statement_timeout lets the server cancel a slow query cleanly; query_timeout also covers a
    // server that no longer answers at all.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1000,
  });
  // An idle client whose connection drops (database restart, pg_terminate_backend) emits 'error'
  // on the pool; a checked-out one emits it on itself. Unheard, either kills the process. The pool
  // drops broken clients and opens new connections on demand, which is the whole recovery.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    backlog: () => pool.waitingCount,
    ping: async () => void (await db.execute(sql`select 1`)),
    backup: () => pgDumpBackup(url),
    close: () => pool.end(),
  };
}

/**
 * Migrations run on a connection of their own, without the pool's timeouts: waiting for another
 * node's migration, or a long one, is normal at start-up. Several nodes may start at once: one
 * migrates, the others wait on the lock.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url });
  // A connection dropped mid-migration fails the start-up through the awaited query instead.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}
