import http from 'node:http';
import zlib from 'node:zlib';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';
import { pairScreens } from './support/paired-screens.js';
import { playbackPollListener } from '../src/modules/playback/playback-poll-listener.js';

let s: TestServer;
const servers: http.Server[] = [];
let expressUrl: string;
let fastUrl: string;

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler).listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  s = await startTestServer();
  // Express alone, and the fast path alone (599 when it declines), on the same services.
  expressUrl = await serve(s.app);
  const fast = playbackPollListener(s.services.playback, { polled: () => {}, timed: () => {} });
  fastUrl = await serve((req, res) => {
    void fast(req, res).then((answered) => {
      if (!answered) res.writeHead(599).end();
    });
  });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await s?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Framing (chunked or not) and the clock are the transport's; everything else must match. */
const FRAMING = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
const headersOf = (h: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).filter(([k]) => !FRAMING.includes(k)));

function decoded(raw: Raw): { serverTime: string } & Record<string, unknown> {
  const encoding = raw.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? zlib.brotliDecompressSync(raw.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw.body)
        : raw.body;
  return JSON.parse(body.toString()) as { serverTime: string };
}

async function locationWithScreen(items: number) {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Depot' }, owner.token)).body as {
    id: number;
  };
  const content = [];
  for (let i = 0; i < items; i++)
    content.push(
      await seedContent(s.database, owner.user.id, { originalName: `Poster ${i} — été ✓.png` }),
    );
  if (items > 0)
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: content.map((c) => c.id) },
      owner.token,
    );
  const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
  return { locationId: location.id, token: screen!.displayToken };
}

describe('a screen fetch answered before Express', () => {
  it('gives the 200 Express gives: same status, headers and body, in every encoding', async () => {
    const cases: (Record<string, string> | undefined)[] = [
      undefined,
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br' },
    ];
    for (const items of [20, 0]) {
      const { locationId, token } = await locationWithScreen(items);
      for (const extra of cases) {
        for (const query of ['', '?revision=1']) {
          for (const ifNoneMatch of [undefined, `"${locationId}.0"`]) {
            const headers = {
              authorization: `Bearer ${token}`,
              'x-request-id': 'fetch-1',
              ...extra,
              ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
            };
            const path = `/api/locations/${locationId}/playback${query}`;
            const viaExpress = await get(expressUrl, path, headers);
            const fast = await get(fastUrl, path, headers);
            const what = `${items} items, ${JSON.stringify(extra)} ${query} ${ifNoneMatch}`;
            expect(viaExpress.status, what).toBe(200);
            expect(fast.status, what).toBe(200);
            expect(headersOf(fast.headers), what).toEqual(headersOf(viaExpress.headers));
            const [a, b] = [decoded(fast), decoded(viaExpress)];
            expect(Math.abs(Date.parse(a.serverTime) - Date.parse(b.serverTime))).toBeLessThan(
              60_000,
            );
            expect({ ...a, serverTime: '' }, what).toEqual({ ...b, serverTime: '' });
            // The JSON's bytes, key order included, are the ones Express writes.
            expect(JSON.stringify(a)).toBe(JSON.stringify({ ...b, serverTime: a.serverTime }));
          }
        }
      }
      // Big enough to be compressed, as Express compresses it.
      const compressed = await get(fastUrl, `/api/locations/${locationId}/playback`, {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, br',
      });
      expect(compressed.headers['content-encoding']).toBe(items > 0 ? 'br' : undefined);
    }
  });

  it('leaves to Express what it cannot be sure to answer the same', async () => {
    const { locationId, token } = await locationWithScreen(3);
    const path = `/api/locations/${locationId}/playback`;
    const etag = (await get(expressUrl, path, { authorization: `Bearer ${token}` })).headers.etag!;
    const declined: Record<string, string>[] = [
      { 'accept-encoding': 'gzip;q=0.5, br;q=0.1' },
      { 'accept-encoding': '*' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-none-match': '*' },
    ];
    for (const headers of declined) {
      const fast = await get(fastUrl, path, { authorization: `Bearer ${token}`, ...headers });
      expect(fast.status, JSON.stringify(headers)).toBe(599);
    }
  });
});
