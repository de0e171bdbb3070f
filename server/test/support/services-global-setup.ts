import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';

/**
 * The scaled-mode tier: the machine's PostgreSQL and Redis. Each run gets its own databases
 * (one per test file, named by this run's prefix) and its own Redis key prefix, all removed at
 * the end. An unreachable service is a failure, never a skip.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `marquee_test_${Date.now().toString(36)}_${process.pid}`;

  const client = new pg.Client({ connectionString: pgUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is required for this run but ${pgUrl} is unreachable: ${String(err)}`,
      { cause: err },
    );
  }
  await client.end();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis is required for this run but ${redisUrl} is unreachable: ${String(err)}`,
      { cause: err },
    );
  } finally {
    redis.disconnect();
  }

  project.provide('pgAdminUrl', pgUrl);
  project.provide('redisUrl', redisUrl);
  project.provide('runPrefix', prefix);

  return async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows)
      await c.query(`drop database if exists "${datname}" with (force)`);
    await c.end();
    const r = new Redis(redisUrl);
    const keys = await r.keys(`${prefix}:*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  };
}
