import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';

/** A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('testDb') !== 'postgres') return openDatabase({ pgliteDir: null });
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('runPrefix')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
