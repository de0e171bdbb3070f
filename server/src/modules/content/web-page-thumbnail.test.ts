import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import { CHROMIUM_MISSING_NOTE } from '@marquee/worker';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { LogRing } from '@marquee/core/log-ring.js';

/** Two pages of different colours, so a re-drawn thumbnail can be told from the first. */
let pages: http.Server;
const pageUrl = (p: string) => `http://127.0.0.1:${(pages.address() as AddressInfo).port}${p}`;

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    const [top, band] = req.url === '/green' ? ['#0a0', '#ff0'] : ['#c00', '#00c'];
    res.setHeader('content-type', 'text/html');
    res.end(
      `<body style="margin:0;background:${top}"><h1 style="color:#fff;font-size:160px">Menu</h1>` +
        `<div style="background:${band};height:300px"></div></body>`,
    );
  });
  pages.listen(0, '127.0.0.1');
  await once(pages, 'listening');
});
afterAll(() => new Promise((r) => pages.close(r)));

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('web-page thumbnails drawn in Chromium', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    // The page runs on 127.0.0.1: only this flag lets the check and the renderer reach it.
    s = await startTestServer({ config: { webPagesAllowPrivate: true } });
    ({ token } = await s.api.register());
  }, 120_000);
  afterAll(() => s?.close());

  const item = async (id: number) =>
    (await s.api.get<ContentItem>(`/api/content/${id}`, token)).body;
  const thumbnailOf = (id: number, not: string | null = null) =>
    waitFor(async () => {
      const url = (await item(id)).thumbnailUrl;
      return url && url !== not ? url : undefined;
    }, 'a thumbnail');
  async function picture(url: string) {
    const res = await fetch(new URL(url, s.url));
    expect(res.status).toBe(200);
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    return { meta: await image.metadata(), stats: await image.stats() };
  }

  it('stores a picture of the page like other thumbnails, and re-draws it for a new address', async () => {
    const created = await s.api.post<ContentItem>(
      '/api/content/web-page',
      { data: { url: pageUrl('/red') } },
      token,
    );
    expect(created.status).toBe(201);
    const first = await thumbnailOf(created.body.id);
    const red = await picture(first);
    // The 1920×1080 page, made 320 px wide by the same sharp step as photos and videos.
    expect([red.meta.format, red.meta.width, red.meta.height]).toEqual(['webp', 320, 180]);
    expect(red.stats.channels[2]!.max - red.stats.channels[2]!.min).toBeGreaterThan(150);
    expect(red.stats.dominant.r).toBeGreaterThan(150);

    const moved = await s.api.patch<ContentItem>(
      `/api/content/${created.body.id}`,
      { data: { url: pageUrl('/green') } },
      token,
    );
    expect(moved.status).toBe(200);
    // The old page's picture goes at once; the new one follows.
    expect(moved.body.thumbnailUrl).toBeNull();
    expect((await fetch(new URL(first, s.url))).status).toBe(404);
    const green = await picture(await thumbnailOf(created.body.id, first));
    expect(green.stats.dominant.g).toBeGreaterThan(100);
    expect(green.stats.dominant.r).toBeLessThan(100);
    expect((await item(created.body.id)).status).toBe('ready');
  }, 120_000);

  it('removes the drawn picture with the item', async () => {
    const created = await s.api.post<ContentItem>(
      '/api/content/web-page',
      { data: { url: pageUrl('/red') } },
      token,
    );
    const thumb = await thumbnailOf(created.body.id);
    expect((await s.api.del(`/api/content/${created.body.id}`, token)).status).toBe(204);
    expect((await fetch(new URL(thumb, s.url))).status).toBe(404);
  }, 120_000);
});

describe('web-page thumbnails without Chromium', () => {
  let s: TestServer;
  let token: string;
  const logs = new LogRing(200);
  beforeAll(async () => {
    s = await startTestServer({
      config: { webPagesAllowPrivate: true, chromiumPath: '/nonexistent/chromium' },
      logs,
    });
    ({ token } = await s.api.register());
  }, 120_000);
  afterAll(() => s?.close());

  it('keeps the item ready with its placeholder and logs once', async () => {
    const notes = () => logs.recent(200).filter((e) => e.msg === CHROMIUM_MISSING_NOTE);
    for (const p of ['/red', '/green']) {
      const created = await s.api.post<ContentItem>(
        '/api/content/web-page',
        { data: { url: pageUrl(p) } },
        token,
      );
      expect(created.status).toBe(201);
      await waitFor(async () => ((await s.jobs.counts()).active === 0 ? true : undefined), 'jobs');
    }
    await waitFor(async () => (notes().length > 0 ? true : undefined), 'the log line');
    await waitFor(
      async () =>
        (await s.jobs.counts()).waiting + (await s.jobs.counts()).active === 0 ? true : undefined,
      'the queue to drain',
    );
    expect(notes()).toHaveLength(1);
    const items = (await s.api.get<ContentItem[]>('/api/content', token)).body;
    expect(items.map((i) => [i.status, i.thumbnailUrl])).toEqual([
      ['ready', null],
      ['ready', null],
    ]);
  }, 120_000);
});
