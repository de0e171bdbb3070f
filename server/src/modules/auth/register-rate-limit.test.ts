import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: { trustProxy: 1, registerLimits: { perIp: 3, windowMs: 60 * 60_000 } },
  });
});
afterAll(() => s?.close());

let n = 0;
const register = (ip: string) =>
  s.api.request('POST', '/api/register', {
    body: {
      email: `reg${++n}@example.com`,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Cafe',
    },
    headers: { 'x-forwarded-for': ip },
  });

describe('registration rate limit', () => {
  it('allows REGISTER_MAX_PER_IP accounts per address per hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await register('10.0.0.1')).status).toBe(201);
    const limited = await register('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many accounts/);
    // Nothing was created by the refused request.
    expect(
      (await s.api.post('/api/login', { email: `reg${n}@example.com`, password: 'secret123' }))
        .status,
    ).toBe(401);
  });

  it('counts each address on its own', async () => {
    expect((await register('10.0.0.2')).status).toBe(201);
  });
});
