import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Redis } from 'ioredis';
import { openTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import type { Database } from '@marquee/core/db/client.js';

// Two API nodes on one PostgreSQL and one Redis, as in scaled mode behind a load balancer.
let database: Database;
let redis: Redis;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  redis = new Redis(inject('redisUrl'));
  const shared = { client: redis, prefix: `${inject('runPrefix')}:` };
  const config = {
    trustProxy: 1,
    loginLimits: { perAccount: 4, perIp: 1000, windowMs: 60_000, delayStepMs: 10, maxDelayMs: 100 },
  };
  a = await startTestServer({ database, redis: shared, config });
  b = await startTestServer({ database, redis: shared, config });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  redis?.disconnect();
});

describe('failed sign-in limits across API nodes (Redis)', () => {
  it('counts failures made on one node against the account (from that address) on the other', async () => {
    const { user } = await a.api.register();
    expect(
      (await a.api.post('/api/login', { email: user.email, password: 'wrong-1' })).status,
    ).toBe(401);
    expect(
      (await b.api.post('/api/login', { email: user.email, password: 'wrong-2' })).status,
    ).toBe(401);
    expect(
      (await a.api.post('/api/login', { email: user.email, password: 'wrong-3' })).status,
    ).toBe(401);
    expect(
      (await b.api.post('/api/login', { email: user.email, password: 'wrong-4' })).status,
    ).toBe(401);
    const limitedOnA = await a.api.post('/api/login', { email: user.email, password: 'secret123' });
    const limitedOnB = await b.api.post('/api/login', { email: user.email, password: 'secret123' });
    expect(limitedOnA.status).toBe(429);
    expect(limitedOnB.status).toBe(429);
    expect(Number(limitedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    const keys = await redis.keys(`${inject('runPrefix')}:rl:login-account-ip:*`);
    expect(keys.length).toBeGreaterThan(0);
    // The owner at another address still signs in, on either node (only slowed down).
    const owner = await b.api.request('POST', '/api/login', {
      body: { email: user.email, password: 'secret123' },
      headers: { 'x-forwarded-for': '10.20.30.40' },
    });
    expect(owner.status).toBe(200);
    expect(await redis.keys(`${inject('runPrefix')}:rl:login-account-delay:*`)).not.toEqual([]);
  });

  it('shares sessions through the database: a token from one node works on the other', async () => {
    const { token, user } = await a.api.register();
    expect((await b.api.get('/api/auth/user', token)).body.id).toBe(user.id);
    await b.api.request('POST', '/api/logout', { token });
    expect((await a.api.get('/api/auth/user', token)).status).toBe(401);
  });

  it('reports Redis in readiness', async () => {
    expect((await a.api.get('/readyz')).body).toMatchObject({
      status: 'ready',
      database: 'ok',
      redis: 'ok',
    });
  });
});
