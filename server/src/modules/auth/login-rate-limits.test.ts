import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: { loginLimits: { perAccount: 3, perIp: 9, windowMs: 60_000 } },
  });
});
afterAll(() => s?.close());

describe('failed sign-in limits', () => {
  it('locks one account after its failures with 429 and Retry-After, even for the right password', async () => {
    const { user } = await s.api.register();
    for (let i = 0; i < 3; i++) {
      expect(
        (await s.api.post('/api/login', { email: user.email, password: 'wrong-one' })).status,
      ).toBe(401);
    }
    const limited = await s.api.post('/api/login', { email: user.email, password: 'secret123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('does not count successful sign-ins', async () => {
    const { user } = await s.api.register();
    for (let i = 0; i < 5; i++) {
      expect(
        (await s.api.post('/api/login', { email: user.email, password: 'secret123' })).status,
      ).toBe(200);
    }
  });

  it('limits one IP spraying many accounts, counting malformed attempts too', async () => {
    // 3 failures and 1 refusal were spent above; 5 more malformed or wrong ones reach the IP limit of 9.
    for (let i = 0; i < 5; i++) {
      const res = await s.api.post('/api/login', {
        email: `spray${i}@example.com`,
        password: i % 2 ? 'x' : 'wrong-pass',
      });
      expect([400, 401]).toContain(res.status);
    }
    const res = await s.api.post('/api/login', {
      email: 'spray-last@example.com',
      password: 'wrong-pass',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
