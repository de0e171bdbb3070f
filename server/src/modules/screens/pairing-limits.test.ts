import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  // trustProxy lets the test speak for several client IPs through X-Forwarded-For.
  s = await startTestServer({
    config: { trustProxy: true, pairingLimits: { perIp: 3, global: 7, windowMs: 60_000 } },
  });
});
afterAll(() => s?.close());

const guess = (ip: string, code: unknown) =>
  s.api.request('POST', '/api/pair-display', {
    body: { code },
    headers: { 'x-forwarded-for': ip },
  });

describe('pairing guess limits', () => {
  it('limits one IP, counting malformed guesses, with 429 and Retry-After', async () => {
    expect((await guess('10.0.0.1', '000000')).status).toBe(400);
    expect((await guess('10.0.0.1', 'abc')).status).toBe(400);
    expect((await guess('10.0.0.1', '')).status).toBe(400);
    const limited = await guess('10.0.0.1', '123456');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many pairing attempts/);
  });

  it('limits guesses across all IPs together', async () => {
    // 3 failures reached the global bucket above (the per-IP refusal stopped before it), so 4 more fit.
    const results: number[] = [];
    for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6']) {
      results.push((await guess(ip, '999999')).status);
    }
    expect(results).toEqual([400, 400, 400, 400, 429]);
  });
});
