import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, PlaybackSnapshot } from '@marquee/protocol';
import { startTestServer } from '../../../test/support/test-server.js';

/** Pages a web-page item may point at: one framable, two that refuse framing, one redirect. */
async function startPages() {
  const server = http.createServer((req, res) => {
    if (req.url === '/deny') res.setHeader('x-frame-options', 'DENY');
    if (req.url === '/csp') res.setHeader('content-security-policy', "frame-ancestors 'none'");
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/deny' }).end();
      return;
    }
    res.setHeader('content-type', 'text/html');
    res.end('<h1>Menu</h1>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: (p: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

let s: Awaited<ReturnType<typeof startTestServer>>;
let pages: Awaited<ReturnType<typeof startPages>>;
let token: string;

beforeAll(async () => {
  pages = await startPages();
  // The pages run on 127.0.0.1, which only this flag lets web pages name.
  s = await startTestServer({ config: { webPagesAllowPrivate: true } });
  ({ token } = await s.api.register());
}, 120_000);
afterAll(async () => {
  await s?.close();
  await pages?.close();
});

// `any` bodies: the same call answers an item or an error.
const slide = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  s.api.post('/api/content/announcement-slide', { data, ...extra }, token);
const page = (data: Record<string, unknown>) =>
  s.api.post('/api/content/web-page', { data }, token);

describe('announcement slides', () => {
  it('are created ready, named after their title, with their data and no file', async () => {
    const res = await slide({ template: 'sale', title: '  Half price  ', body: 'Today\nonly' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'announcement-slide',
      originalName: 'Half price',
      status: 'ready',
      fileUrl: null,
      originalUrl: null,
      fileSize: 0,
      displayDuration: 15,
      data: {
        template: 'sale',
        title: 'Half price',
        body: 'Today\nonly',
        backgroundColor: '#1f2937',
        align: 'center',
        backgroundImageId: null,
        backgroundImageUrl: null,
      },
    });
    const listed = (await s.api.get<ContentItem[]>('/api/content', token)).body;
    expect(listed.map((i) => i.id)).toContain(res.body.id);
  });

  it.each([
    [{ title: 'x'.repeat(10_000) }, 'title', 'The title can have at most 120 characters'],
    [{ title: 'Hi', body: 'y'.repeat(1001) }, 'body', 'The text can have at most 1000 characters'],
    [{ title: 'Bell\u0007' }, 'title', 'Must not contain control characters'],
    [{ title: 'Hi', body: 'a\u0000b' }, 'body', 'Must not contain control characters'],
    [{ title: 'Hi', backgroundColor: 'red' }, 'backgroundColor', 'Colours are written #rrggbb'],
    [{ title: 'Hi', textColor: '#fff' }, 'textColor', 'Colours are written #rrggbb'],
    [{ title: '' }, 'title', 'Enter a title'],
    [{ title: 'Hi', align: 'justify' }, 'align', 'Align the text left, center, right'],
  ])('refuses %j with a 400 on %s', async (data, field, message) => {
    const before = (await s.api.get<ContentItem[]>('/api/content', token)).body.length;
    const res = await slide(data);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
    expect(res.body.message).toContain(message);
    expect((await s.api.get<ContentItem[]>('/api/content', token)).body.length).toBe(before);
  });

  it('are edited through PATCH, checked by the same schema', async () => {
    const { id } = (await slide({ title: 'Open late' })).body;
    const ok = await s.api.patch<ContentItem>(
      `/api/content/${id}`,
      { data: { title: 'Closed Monday', textColor: '#00FF00' }, displayDuration: 20 },
      token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ title: 'Closed Monday', textColor: '#00ff00' });
    expect(ok.body.displayDuration).toBe(20);
    const bad = await s.api.patch(
      `/api/content/${id}`,
      { data: { title: 'z'.repeat(121) } },
      token,
    );
    expect(bad.status).toBe(400);
    const kept = (await s.api.get<ContentItem>(`/api/content/${id}`, token)).body;
    expect(kept.data).toMatchObject({ title: 'Closed Monday' });
  });

  it("refuses a background that is not one of the owner's images", async () => {
    const { id: slideId } = (await slide({ title: 'Not an image' })).body;
    const res = await slide({ title: 'Bg', backgroundImageId: slideId });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/must be an image/);
    const other = await s.api.register();
    const foreign = await s.api.post(
      '/api/content/announcement-slide',
      { data: { title: 'Bg', backgroundImageId: slideId } },
      other.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Content not found');
  });

  it('reach the screens of the locations they are added to, with their data', async () => {
    const loc = (await s.api.post('/api/locations', { name: 'Shop' }, token)).body as {
      id: number;
    };
    const { id } = (await slide({ title: 'On screen' }, { locationIds: [loc.id] })).body;
    const snap = (await s.api.get<PlaybackSnapshot>(`/api/locations/${loc.id}/playback`, token))
      .body;
    const item = snap.playlist.find((p) => p.contentId === id)?.item;
    expect(item).toMatchObject({
      contentType: 'announcement-slide',
      fileUrl: null,
      data: { title: 'On screen' },
    });
  });
});

describe('form items go wherever files go', () => {
  it('take a content window, join a schedule and reach its screens through it', async () => {
    const loc = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body as {
      id: number;
    };
    const slideItem = (await slide({ title: 'Lunch specials' })).body as ContentItem;
    const pageItem = (await page({ url: pages.url('/menu') })).body as ContentItem;
    const windowed = await s.api.put<ContentItem>(
      `/api/content/${slideItem.id}/schedule`,
      { isScheduled: true, scheduledStartDate: '2026-01-01', scheduledEndDate: '2030-12-31' },
      token,
    );
    expect(windowed.status).toBe(200);
    expect(windowed.body).toMatchObject({ isScheduled: true, scheduledEndDate: '2030-12-31' });
    const schedule = (
      await s.api.post(
        '/api/schedules',
        {
          name: 'Lunch',
          locationId: loc.id,
          startDate: '2026-01-01',
          startTime: '11:00',
          endTime: '14:00',
          isRecurring: false,
        },
        token,
      )
    ).body as { id: number };
    for (const item of [slideItem, pageItem]) {
      const assigned = await s.api.post(
        '/api/schedule-content',
        { scheduleId: schedule.id, contentItemId: item.id },
        token,
      );
      expect(assigned.status).toBe(201);
    }
    const snap = (await s.api.get<PlaybackSnapshot>(`/api/locations/${loc.id}/playback`, token))
      .body;
    const scheduled = JSON.stringify(snap.schedules);
    expect(scheduled).toContain('"contentType":"announcement-slide"');
    expect(scheduled).toContain('"contentType":"web-page"');
    expect(scheduled).toContain(pages.url('/menu'));
  });
});

describe('web pages', () => {
  it('take an http(s) page that allows framing, named after its host', async () => {
    const res = await page({ url: pages.url('/menu'), reloadIntervalS: 60, zoom: 1.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'web-page',
      status: 'ready',
      statusReason: null,
      displayDuration: 30,
      data: { url: pages.url('/menu'), reloadIntervalS: 60, zoom: 1.5 },
    });
    expect(res.body.originalName).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['javascript:alert(1)', 'Only http:// and https:// addresses can be shown on screens'],
    ['file:///etc/passwd', 'Only http:// and https:// addresses can be shown on screens'],
    ['data:text/html,<b>x</b>', 'Only http:// and https:// addresses can be shown on screens'],
    ['not a url', 'Enter a full address, like https://example.com/menu'],
    ['', 'Enter the address of the page'],
  ])('refuses %s with a clear 400', async (url, message) => {
    const res = await page({ url });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { url: message } });
  });

  it('refuses a zoom or reload interval out of range', async () => {
    const zoom = await page({ url: pages.url('/'), zoom: 10 });
    expect(zoom.status).toBe(400);
    expect(zoom.body.message).toBe('Zoom from 25% to 400%');
    const reload = await page({ url: pages.url('/'), reloadIntervalS: -1 });
    expect(reload.status).toBe(400);
  });

  it.each([
    ['/deny', 'X-Frame-Options: DENY'],
    ['/csp', "frame-ancestors 'none'"],
    ['/moved', 'X-Frame-Options: DENY'],
  ])('marks %s as one screens skip, and never sends it to them', async (path, why) => {
    const loc = (await s.api.post('/api/locations', { name: `Cafe ${path}` }, token)).body as {
      id: number;
    };
    const res = await s.api.post<ContentItem>(
      '/api/content/web-page',
      { data: { url: pages.url(path) }, locationIds: [loc.id] },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('failed');
    expect(res.body.statusReason).toContain(why);
    expect(res.body.statusReason).toContain('screens skip it');
    const snap = (await s.api.get<PlaybackSnapshot>(`/api/locations/${loc.id}/playback`, token))
      .body;
    expect(snap.playlist.map((p) => p.contentId)).not.toContain(res.body.id);
  });

  it('cannot be edited into a file kind, nor a file kind into a page', async () => {
    const created = await s.api.post('/api/content/hologram', { data: {} }, token);
    expect(created.status).toBe(404);
    expect(created.body.message).toBe('There is no such kind of content');
    // The kind is judged before the body: no such kind is 404 whatever was sent.
    const badBody = await s.api.post('/api/content/hologram', { displayDuration: 0 }, token);
    expect(badBody.status).toBe(404);
    expect(badBody.body.message).toBe('There is no such kind of content');
    const upload = await s.api.post('/api/content/image', { data: {} }, token);
    expect(upload.status).toBe(400);
    expect(upload.body.message).toMatch(/added and replaced by uploading them/);
  });
});

describe('web pages without the private-address flag', () => {
  let strict: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    strict = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await strict?.close();
  });

  it.each(['http://127.0.0.1:9/', 'http://localhost/', 'http://10.1.2.3/', 'http://[::1]/'])(
    'refuses %s: the server never fetches its own network',
    async (url) => {
      const { token: t } = await strict.api.register();
      const res = await strict.api.post('/api/content/web-page', { data: { url } }, t);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/private or local network/);
      expect((await strict.api.get<ContentItem[]>('/api/content', t)).body).toEqual([]);
    },
  );
});
