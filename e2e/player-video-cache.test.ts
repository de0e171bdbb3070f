import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { storeScreenCredential } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { makeVideos, type VideoSpec } from './support/video-fixtures.js';
import { apiClient } from '../server/test/support/api-client.js';
import { uploadFile, libraryReady } from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

/**
 * A video must never fail because of the screen's own cache: three sizes, moov first and last,
 * on fresh profiles (cache cold, then warming while they play), then cached, then after a reboot.
 */
const SPECS: VideoSpec[] = [
  { name: 'small', kbps: 400, seconds: 3, faststart: true },
  // The file of the report: 6 s, about 2.2 MB, moov at the end.
  { name: 'mid', kbps: 2600, seconds: 6, faststart: false },
  { name: 'big', kbps: 12000, seconds: 3, faststart: false },
];
const PROFILES = 3;

let app: App;
let videos: Awaited<ReturnType<typeof makeVideos>>;
let owner: { token: string };
let locationId: number;
const urls: Record<string, string> = {};
const api = () => apiClient(app.url);

beforeAll(async () => {
  videos = await makeVideos(SPECS);
  app = await startApp();
  owner = await api().register({ companyName: 'Shoe Shop' });
  locationId = (await api().post('/api/locations', { name: 'Shop Floor' }, owner.token)).body.id;
  const ids: number[] = [];
  for (const spec of SPECS) {
    const res = await uploadFile(app.url, owner.token, videos.files[spec.name]!, {
      locationIds: String(locationId),
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
    urls[spec.name] = new URL(res.body.fileUrl, app.url).href;
  }
  await libraryReady(app.url, owner.token);
  // Each video plays for its own length: one loop is about 12 s.
  await api().put(
    `/api/locations/${locationId}/playlist`,
    { items: ids.map((contentId) => ({ contentId, displayDuration: null })) },
    owner.token,
  );
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await videos?.close();
});

interface MediaEvent {
  type: 'error' | 'ended' | 'playing';
  src: string;
  message?: string;
}

/** Every media event of the page, and whether the failure card ever showed, kept on `window`. */
function recordMedia() {
  const w = window as unknown as { __media: MediaEvent[]; __failureCards: number };
  w.__media = [];
  w.__failureCards = 0;
  for (const type of ['error', 'ended', 'playing'] as const)
    document.addEventListener(
      type,
      (e) => {
        if (!(e.target instanceof HTMLMediaElement)) return;
        const el = e.target;
        w.__media.push({ type, src: el.currentSrc || el.src, message: el.error?.message });
      },
      true,
    );
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="slot-failed"]')) w.__failureCards++;
  }).observe(document, { subtree: true, childList: true });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __media: MediaEvent[]; __failureCards: number };
    return { events: w.__media, failureCards: w.__failureCards };
  });

/** A newly paired screen on a fresh browser profile: no service worker, nothing cached. */
async function freshScreen(
  location = locationId,
): Promise<{ browser: BrowserContext; page: Page }> {
  const { pairingCode } = (
    await api().post(`/api/locations/${location}/pairing-code`, {}, owner.token)
  ).body;
  const paired = (await api().post('/api/pair-display', { code: pairingCode })).body;
  const browser = await launchBrowser({ viewport: { width: 960, height: 540 } });
  await browser.addInitScript(recordMedia);
  const page = await browser.newPage();
  await storeScreenCredential(page, app.url, {
    token: paired.displayToken,
    locationId: location,
    displayId: paired.displayId,
    locationName: paired.locationName,
  });
  return { browser, page };
}

const path = (url: string) => new URL(url).pathname;

/** Plays until every video has ended `loops` times; stops early at the first failure. */
async function playLoops(page: Page, loops: number) {
  await waitFor(async () => {
    const { events } = await recorded(page);
    if (events.some((e) => e.type === 'error')) return true;
    return Object.values(urls).every(
      (url) =>
        events.filter((e) => e.type === 'ended' && path(e.src) === path(url)).length >= loops,
    );
  }, 90_000);
  return recorded(page);
}

const cachedMedia = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('marquee-media-v1')).keys()).length);

describe('videos on a live screen', () => {
  it('play every size on fresh profiles, cold, warming, cached and after a reboot, with no failure', async () => {
    let plays = 0;
    const errors: MediaEvent[] = [];
    let failureCards = 0;
    for (let n = 0; n < PROFILES; n++) {
      const { browser, page } = await freshScreen();
      try {
        await page.goto(`${app.url}/display?location=${locationId}`);
        // Two loops: the first from a cold cache that fills while it plays, the second cached.
        const run = await playLoops(page, 2);
        plays += run.events.filter((e) => e.type === 'ended').length;
        errors.push(...run.events.filter((e) => e.type === 'error'));
        failureCards += run.failureCards;
        expect(await cachedMedia(page)).toBeGreaterThanOrEqual(SPECS.length);
        if (n === PROFILES - 1) {
          // A reboot: the worker controls the page from the start and every file is cached.
          await page.reload();
          const again = await playLoops(page, 1);
          plays += again.events.filter((e) => e.type === 'ended').length;
          errors.push(...again.events.filter((e) => e.type === 'error'));
          failureCards += again.failureCards;
        }
      } finally {
        await browser.close();
      }
    }
    expect(errors).toEqual([]);
    expect(failureCards).toBe(0);
    expect(plays).toBeGreaterThanOrEqual(PROFILES * 2 * SPECS.length + SPECS.length);
  }, 420_000);

  it('answers byte ranges from the cache exactly as the server would', async () => {
    const { browser, page } = await freshScreen();
    try {
      await page.goto(`${app.url}/display?location=${locationId}`);
      await waitFor(async () => (await cachedMedia(page)) >= SPECS.length, 60_000);
      const file = fs.readFileSync(videos.files.mid!);
      const size = file.length;
      const ask = (range: string) =>
        page.evaluate(
          async ([url, range]) => {
            const res = await fetch(url!, { headers: { range: range! } });
            const body = new Uint8Array(await res.arrayBuffer());
            const hash = await crypto.subtle.digest('SHA-256', body);
            return {
              status: res.status,
              contentRange: res.headers.get('content-range'),
              contentLength: res.headers.get('content-length'),
              length: body.length,
              sha: Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join(
                '',
              ),
            };
          },
          [urls.mid, range],
        );
      const sha = (from: number, to: number) =>
        createHash('sha256')
          .update(file.subarray(from, to + 1))
          .digest('hex');
      const expected = (from: number, to: number) => ({
        status: 206,
        contentRange: `bytes ${from}-${to}/${size}`,
        contentLength: String(to - from + 1),
        length: to - from + 1,
        sha: sha(from, to),
      });
      expect(await ask('bytes=0-')).toEqual(expected(0, size - 1));
      expect(await ask('bytes=1000-1999')).toEqual(expected(1000, 1999));
      expect(await ask(`bytes=${size - 10}-`)).toEqual(expected(size - 10, size - 1));
      expect(await ask('bytes=-500')).toEqual(expected(size - 500, size - 1));
      expect(await ask(`bytes=100-${size + 5000}`)).toEqual(expected(100, size - 1));
      expect(await ask(`bytes=${size}-`)).toMatchObject({
        status: 416,
        contentRange: `bytes */${size}`,
      });
    } finally {
      await browser.close();
    }
  });

  it('retries a broken file once from the network before showing the failure card', async () => {
    // A second location that plays only the small video at first.
    const backOffice = (await api().post('/api/locations', { name: 'Back Office' }, owner.token))
      .body.id;
    const content = (await api().get('/api/content', owner.token)).body as {
      id: number;
      fileUrl: string;
    }[];
    const idOf = (url: string) => content.find((c) => url.endsWith(c.fileUrl))!.id;
    const playlist = (urls: string[]) =>
      api().put(
        `/api/locations/${backOffice}/playlist`,
        { items: urls.map((url) => ({ contentId: idOf(url), displayDuration: null })) },
        owner.token,
      );
    await playlist([urls.small!]);
    const { browser, page } = await freshScreen(backOffice);
    try {
      await page.goto(`${app.url}/display?location=${backOffice}`);
      await waitFor(async () => (await cachedMedia(page)) >= 1, 60_000);
      // The screen holds a damaged copy of the next video (a disk error, a bad write)...
      await page.evaluate(async (url) => {
        const cache = await caches.open('marquee-media-v1');
        await cache.put(
          url,
          new Response(new Uint8Array(4096).fill(7), { headers: { 'content-type': 'video/mp4' } }),
        );
      }, urls.mid!);
      // ...and the owner puts that video on.
      await playlist([urls.mid!]);
      const midPath = path(urls.mid!);
      const run = await waitFor(async () => {
        const r = await recorded(page);
        return r.events.some((e) => e.type === 'ended' && path(e.src) === midPath) && r;
      }, 60_000);
      const mid = run.events.filter((e) => path(e.src) === midPath);
      // It failed from the cache, then played from the network, and no failure card showed.
      expect(mid[0]).toMatchObject({ type: 'error' });
      expect(new URL(mid[0]!.src).search).toBe('');
      expect(mid.find((e) => e.type === 'ended')?.src).toContain('network=1');
      expect(run.failureCards).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
