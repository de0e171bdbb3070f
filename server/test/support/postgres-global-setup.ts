import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Each run gets its own databases (one per test file, named by this run's prefix) on the
 * machine's PostgreSQL, dropped again at the end. Unreachable PostgreSQL under CI is a failure.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const prefix = `marquee_test_${Date.now().toString(36)}_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL is required for this run but ${adminUrl} is unreachable: ${String(err)}`);
  }
  await client.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgRunPrefix', prefix);

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
    await c.end();
  };
}
