import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  // One reverse proxy in front (TRUST_PROXY=1): the test plays it, appending the client's address.
  s = await startTestServer({
    config: {
      trustProxy: 1,
      pairingLimits: { perIp: 3, perNetwork: 5, failureDelayMs: 20, windowMs: 60_000 },
    },
  });
});
afterAll(() => s?.close());

/** What the proxy forwards: whatever the client claimed, then the address it really came from. */
const guess = (ip: string, code: unknown, claimed?: string) =>
  s.api.request('POST', '/api/pair-display', {
    body: { code },
    headers: { 'x-forwarded-for': claimed ? `${claimed}, ${ip}` : ip },
  });

async function freshCode() {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Lobby' }, owner.token)).body;
  return (await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, owner.token)).body
    .pairingCode as string;
}

describe('pairing guess limits', () => {
  it('limits one address, counting malformed guesses, with 429 and Retry-After', async () => {
    expect((await guess('10.0.0.1', '000000')).status).toBe(400);
    expect((await guess('10.0.0.1', 'abc')).status).toBe(400);
    expect((await guess('10.0.0.1', '')).status).toBe(400);
    const limited = await guess('10.0.0.1', '123456');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many pairing attempts/);
  });

  it('past the limit, a malformed guess is held and refused like a wrong one', async () => {
    for (let i = 0; i < 3; i++) await guess('10.6.6.6', '999999');
    const malformed = await guess('10.6.6.6', 'abc');
    expect(malformed.status).toBe(429);
    expect(Number(malformed.headers.get('retry-after'))).toBeGreaterThan(0);
    // Under the limit it is answered with what is wrong with it.
    const fresh = await guess('10.6.7.1', 'abc');
    expect(fresh.status).toBe(400);
    expect(fresh.body.message).toBe('The pairing code is 6 digits');
  });

  it('limits a whole /24, so hopping between its addresses does not help', async () => {
    const results: number[] = [];
    for (let host = 1; host <= 7; host++)
      results.push((await guess(`10.1.1.${host}`, '999999')).status);
    expect(results).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // The neighbouring network is unaffected.
    expect((await guess('10.1.2.1', '999999')).status).toBe(400);
  });

  it('limits an IPv6 client by its /64', async () => {
    const results: number[] = [];
    for (let host = 1; host <= 4; host++)
      results.push((await guess(`2001:db8:1:2::${host}`, '999999')).status);
    expect(results).toEqual([400, 400, 400, 429]);
  });

  it('a valid code always pairs, however many wrong guesses came from elsewhere', async () => {
    // Far more failures than any one bucket holds, spread over many networks.
    for (let net = 0; net < 40; net++)
      for (let i = 0; i < 3; i++) await guess(`172.16.${net}.${i + 1}`, '999999');
    const code = await freshCode();
    const paired = await guess('192.168.50.7', code);
    expect(paired.status).toBe(200);
    expect(paired.body.displayToken).toEqual(expect.any(String));
  });

  it('a valid code pairs even from an address past its limit; its wrong guesses stay refused', async () => {
    for (let i = 0; i < 5; i++) await guess('10.7.7.7', '999999');
    expect((await guess('10.7.7.7', '999999')).status).toBe(429);
    const code = await freshCode();
    const paired = await guess('10.7.7.7', code);
    expect(paired.status).toBe(200);
    expect(paired.body.displayToken).toEqual(expect.any(String));
  });

  it('past the limit, parallel guesses from one network are answered one at a time, the rest refused', async () => {
    for (let i = 0; i < 5; i++) await guess('10.8.8.8', '999999');
    const order: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        guess('10.8.8.8', '999999').then((r) => {
          order.push(i);
          return r.status;
        }),
      ),
    );
    expect(answers.every((status) => status === 429)).toBe(true);
    expect(order).toHaveLength(8);
  });

  it('a rotating X-Forwarded-For does not defeat the per-address limit behind one proxy', async () => {
    const results: number[] = [];
    for (let i = 0; i < 6; i++)
      results.push((await guess('10.9.9.9', '999999', `203.0.113.${i + 1}`)).status);
    expect(results).toEqual([400, 400, 400, 429, 429, 429]);
  });
});
