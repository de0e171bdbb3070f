import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';

let s: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Marquee</title><div id="root"></div>',
);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  s = await startTestServer({ config: { webDistDir: dist } });
});
afterAll(() => s?.close());

describe('HTTP basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await s.api.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await s.api.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await s.api.request('POST', '/api/login', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('stores a lone UTF-16 surrogate in JSON text as U+FFFD instead of failing the insert', async () => {
    const reg = await s.api.request('POST', '/api/register', {
      rawBody:
        '{"email":"surrogate@example.com","password":"secret123","firstName":"\u00e9\udfff\u00e9",' +
        '"lastName":"\ud800","companyName":"Caf\u00e9"}',
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ firstName: 'é\ufffdé', lastName: '\ufffd' });
    const loc = await s.api.request('POST', '/api/locations', {
      token: reg.body.sessionId,
      rawBody: '{"name":"Lobby \ud83d\ude00 \udfff"}',
    });
    expect(loc.status).toBe(201);
    expect(loc.body.name).toBe('Lobby 😀 \ufffd');
  });

  it('answers JSON nested 10,000 deep with 400, not a crash', async () => {
    for (const rawBody of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    ]) {
      const res = await s.api.request('POST', '/api/locations', { rawBody });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await s.api.request('POST', '/api/login', {
      rawBody: JSON.stringify({ email: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await s.api.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers other verbs on non-API paths with JSON 404, not an HTML page', async () => {
    for (const [method, route] of [
      ['POST', '/media/0123456789abcdef0123456789abcdef/original.png'],
      ['DELETE', '/healthz'],
      ['PUT', '/no/such/page'],
    ] as const) {
      const res = await s.api.request(method, route, { body: {} });
      expect(res.status, `${method} ${route}`).toBe(404);
      expect(res.body, `${method} ${route}`).toEqual({ message: 'Not found' });
    }
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await s.api.get('/healthz');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends a Permissions-Policy on every kind of response', async () => {
    const { token, user } = await s.api.register();
    const content = await seedContent(s.database, user.id);
    const answers = [
      await s.api.get('/healthz'),
      await s.api.get('/api/nope'),
      await s.api.get('/api/auth/user'),
      await s.api.request('POST', '/api/login', { rawBody: '{' }),
      await s.api.get('/login'),
      await s.api.get(`/media/${content.storageKey}`, token),
    ];
    for (const res of answers) {
      const policy = res.headers.get('permissions-policy');
      expect(policy, String(res.status)).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
    }
  });
});

describe('web app serving', () => {
  it('serves the SPA for every client route with 200', async () => {
    for (const route of [
      '/',
      '/login',
      '/register',
      '/pair-display',
      '/display',
      '/subscribe',
      '/login/',
    ]) {
      const res = await s.api.get(route);
      expect(res.status, route).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the SPA with 404 for unknown paths, so the 404 page renders with the right status', async () => {
    const res = await s.api.get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await s.api.get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
