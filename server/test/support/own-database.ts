import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** An empty PostgreSQL database of this run (dropped with the run's others), for a server process. */
export async function createOwnDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('runPrefix')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
