import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@marquee/core/db/client.js';

/** A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('testDb') !== 'postgres') return openDatabase({ pgliteDir: null });
  return openDatabase({ databaseUrl: (await createRunDatabase('db')).url });
}

/**
 * An empty PostgreSQL database of this run (dropped with the run's others by the global setup),
 * for an in-process database or for server and worker processes, which migrate it at start.
 */
export async function createRunDatabase(label: string) {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('runPrefix')}_${label}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  /** Ends every connection to this database only (the server is shared with other tests). */
  async function terminateConnections(): Promise<number> {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return rows[0]!.n;
    } finally {
      await c.end();
    }
  }

  return {
    name,
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    terminateConnections,
  };
}
