import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';
import { seedUsers } from './support/seed-users.js';

// A build as web/scripts/precompress.mjs leaves it: each text asset beside its .br and .gz.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
const script = `export const greeting = ${JSON.stringify('hello screens '.repeat(500))};\n`;
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Marquee</title>');
fs.mkdirSync(path.join(dist, 'assets'));
const asset = path.join(dist, 'assets', 'main-abc123.js');
fs.writeFileSync(asset, script);
fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
fs.writeFileSync(path.join(dist, 'display-sw.js'), script);
fs.writeFileSync(path.join(dist, 'display-sw.js.gz'), zlib.gzipSync(script));

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, unlike fetch, sends only the Accept-Encoding given and never decodes the body. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(s.url + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const decode = (res: RawAnswer) =>
  res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(res.body).toString()
      : res.body.toString();

describe('pre-compressed web assets', () => {
  it('sends brotli, gzip or the file itself as the client accepts, varying on Accept-Encoding and cached for a year', async () => {
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'br;q=1, gzip;q=0.5' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [{}, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const res = await rawGet('/assets/main-abc123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res)).toBe(script);
      if (encoding) expect(res.body.length).toBeLessThan(script.length / 10);
    }
  });

  it('answers index.html and the service worker with no-cache', async () => {
    const page = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const worker = await rawGet('/display-sw.js', { 'accept-encoding': 'gzip, br' });
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker)).toBe(script);
  });

  it('answers 404 for a missing asset, compressed copy or not', async () => {
    expect((await rawGet('/assets/gone-123.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});

describe('compressed API answers', () => {
  it('gzips a large JSON answer and leaves a small one as it is', async () => {
    const { token } = await s.api.register();
    const small = await rawGet('/api/auth/user', {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    for (let i = 0; i < 30; i++) {
      await s.api.post('/api/locations', { name: `Branch number ${i} on the high street` }, token);
    }
    const large = await rawGet('/api/locations', {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip',
    });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/Accept-Encoding/i);
    const locations = JSON.parse(decode(large)) as unknown[];
    expect(locations).toHaveLength(30);
    expect(large.body.length).toBeLessThan(JSON.stringify(locations).length / 2);
  });

  it('still streams the CSV export, gzipped in chunks with no Content-Length', async () => {
    await s.services.auth.ensureAdmin('csv-admin@example.com', 'csvpass123');
    const admin = (
      await s.api.post('/api/login', { email: 'csv-admin@example.com', password: 'csvpass123' })
    ).body.sessionId as string;
    await seedUsers(s.database.db, 2000);
    const res = await rawGet('/api/admin/users/export', {
      authorization: `Bearer ${admin}`,
      'accept-encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const lines = decode(res).trimEnd().split('\r\n');
    expect(lines.length).toBeGreaterThan(2000);
    expect(lines[0]).toMatch(/^id,/i);
  });

  it('never compresses a media byte range', async () => {
    const { token, user } = await s.api.register();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(4000)}</svg>`;
    const content = await seedContent(s.database, user.id, {
      mimeType: 'image/svg+xml',
      fileSize: svg.length,
    });
    await s.media.put(content.storageKey!, Readable.from([Buffer.from(svg)]), 'image/svg+xml');
    const res = await rawGet(`/media/${content.storageKey}`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, br',
      range: 'bytes=0-9999',
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(svg.slice(0, 10_000));
  });
});
