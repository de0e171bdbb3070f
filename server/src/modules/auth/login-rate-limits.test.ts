import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  // One proxy in front (TRUST_PROXY=1): the test speaks for several client addresses through it.
  s = await startTestServer({
    config: {
      trustProxy: 1,
      loginLimits: { perAccount: 3, perIp: 9, windowMs: 60_000, delayStepMs: 10, maxDelayMs: 100 },
    },
  });
});
afterAll(() => s?.close());

const login = (ip: string, email: string, password: string) =>
  s.api.request('POST', '/api/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('failed sign-in limits', () => {
  it('refuses one address guessing one account with 429 and Retry-After, even for the right password', async () => {
    const { user } = await s.api.register();
    for (let i = 0; i < 3; i++)
      expect((await login('10.0.0.1', user.email, 'wrong-one')).status).toBe(401);
    const limited = await login('10.0.0.1', user.email, 'secret123');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);
    // The owner, somewhere else, is not locked out.
    expect((await login('10.0.0.2', user.email, 'secret123')).status).toBe(200);
  });

  it('the right password from a fresh address signs in after 10 wrong ones from elsewhere', async () => {
    const { user } = await s.api.register();
    for (let i = 1; i <= 10; i++)
      expect((await login(`10.1.0.${i}`, user.email, 'wrong-one')).status).toBe(401);
    const owner = await login('10.2.0.1', user.email, 'secret123');
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(user.id);
  });

  it('does not count successful sign-ins', async () => {
    const { user } = await s.api.register();
    for (let i = 0; i < 5; i++)
      expect((await login('10.3.0.1', user.email, 'secret123')).status).toBe(200);
  });

  it('limits one address spraying many accounts, counting malformed attempts too', async () => {
    for (let i = 0; i < 9; i++) {
      const res = await login('10.4.0.1', `spray${i}@example.com`, i % 2 ? 'x' : 'wrong-pass');
      expect([400, 401]).toContain(res.status);
    }
    const res = await login('10.4.0.1', 'spray-last@example.com', 'wrong-pass');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
