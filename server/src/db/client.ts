import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrationsFolder } from '../paths.js';
import { pgDumpBackup, pgliteBackup, type DatabaseBackup } from './backup.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir ?? null);
}

async function openPglite(dir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = dir ? lockDataDir(dir) : () => {};
  try {
    const client = dir ? new PGlite(path.join(dir, 'pg')) : new PGlite();
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
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

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  // Several API nodes may start at once: one migrates, the others wait on the lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(727274)').catch(() => {});
    conn.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    backup: () => pgDumpBackup(url),
    close: () => pool.end(),
  };
}
