import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Play, PlaysReport } from '@marquee/protocol';
import { openPairedScreen } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import {
  makeMediaFixtures,
  uploadFile,
  type MediaFixtures,
  libraryReady,
} from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

const SLOT_MS = 2000;
let app: App;
let fx: MediaFixtures;
let browser: BrowserContext;
let screen: Page;
let owner: { token: string };
let locationId: number;
const ids: number[] = [];

const api = () => apiClient(app.url);

beforeAll(async () => {
  fx = await makeMediaFixtures();
  app = await startApp();
  owner = await api().register({ companyName: 'Proof Cafe' });
  locationId = (await api().post('/api/locations', { name: 'Window' }, owner.token)).body.id;
  for (const file of [fx.files.jpg!, fx.files.png!]) {
    const res = await uploadFile(app.url, owner.token, file, { locationIds: String(locationId) });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  await libraryReady(app.url, owner.token);
  await api().put(
    `/api/locations/${locationId}/playlist`,
    { items: ids.map((contentId) => ({ contentId, displayDuration: SLOT_MS / 1000 })) },
    owner.token,
  );
  ({ browser, page: screen } = await openPairedScreen(app.url, owner.token, {
    id: locationId,
    name: 'Window',
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fx?.close();
});

const report = async (from: number, to: number, groupBy = 'content', format = 'json') =>
  (
    await api().get<PlaysReport>(
      `/api/reports/plays?${new URLSearchParams({
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        groupBy,
        format,
      })}`,
      owner.token,
    )
  ).body;

/** Plays the screen recorded but has not sent yet (its IndexedDB queue). */
const queued = () =>
  screen.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('marquee-plays');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const count = req.result.transaction('plays').objectStore('plays').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** Every play started before `until` has ended (one slot later) and left the screen's queue. */
async function allSent(until: number) {
  await screen.waitForTimeout(Math.max(0, until + SLOT_MS + 500 - Date.now()));
  await waitFor(async () => (await queued()) === 0, 40_000);
}

/** Slots started in a window of `ms`: the report may count one more or less at its edges. */
const expected = (ms: number) => Math.round(ms / SLOT_MS);

describe('proof of play', () => {
  let start = 0;

  it('counts what a paired screen plays, within one play', async () => {
    await screen.goto(`${app.url}/display?location=${locationId}`);
    await screen.getByTestId('slot-visible').waitFor();
    start = Date.now();
    await screen.waitForTimeout(20_000);
    const end = Date.now();
    await allSent(end);
    const r = await report(start, end);
    expect(Math.abs(r.totals.plays - expected(end - start))).toBeLessThanOrEqual(1);
    // Both images, alternating: their counts differ by at most one.
    expect(r.rows.map((row) => Number(row.key)).sort()).toEqual([...ids].sort());
    expect(Math.abs(r.rows[0]!.plays - r.rows[1]!.plays)).toBeLessThanOrEqual(1);
    expect(r.totals.seconds).toBeGreaterThan((r.totals.plays - 1) * (SLOT_MS / 1000));
  }, 120_000);

  it('keeps recording offline and sends the backlog once, when back', async () => {
    const offlineFrom = Date.now();
    await browser.setOffline(true);
    await screen.waitForTimeout(12_000);
    // Recorded on the screen, nothing sent: the plays of those 12 seconds wait in IndexedDB.
    expect(await queued()).toBeGreaterThanOrEqual(expected(12_000) - 1);
    const offlineTo = Date.now();
    await browser.setOffline(false);
    await allSent(offlineTo);

    const offline = await report(offlineFrom, offlineTo);
    expect(Math.abs(offline.totals.plays - expected(offlineTo - offlineFrom))).toBeLessThanOrEqual(
      1,
    );
    // No duplicates: the whole run counts one play per slot shown.
    const all = await report(start, offlineTo);
    expect(Math.abs(all.totals.plays - expected(offlineTo - start))).toBeLessThanOrEqual(1);
  }, 120_000);

  it('downloads the same rows as CSV', async () => {
    const to = Date.now();
    for (const groupBy of ['content', 'day', 'hour']) {
      const json = await report(start - 60_000, to, groupBy);
      const csv = (await report(start - 60_000, to, groupBy, 'csv')) as unknown as string;
      const [header, ...lines] = csv.trimEnd().split('\r\n');
      expect(header).toBe('key,label,plays,seconds');
      expect(lines).toEqual(json.rows.map((r) => [r.key, r.label, r.plays, r.seconds].join(',')));
    }
  });
});

describe('a playlist change while an item is on screen', () => {
  it('records that item once, with the time it was really shown', async () => {
    const [jpg, png] = ids as [number, number];
    const sent = new Map<string, Play>();
    screen.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/display/plays'))
        for (const p of (req.postDataJSON() as { plays: Play[] }).plays) sent.set(p.id, p);
    });
    const playlist = async (items: [number, number][]) =>
      expect(
        (
          await api().put(
            `/api/locations/${locationId}/playlist`,
            {
              items: items.map(([contentId, displayDuration]) => ({ contentId, displayDuration })),
            },
            owner.token,
          )
        ).status,
      ).toBe(200);
    /** When the screen begins to show `id` (polled every 50 ms). */
    const shown = async (id: number) => {
      await screen.waitForFunction(
        (key) =>
          document.querySelector('[data-testid="slot-visible"]')?.getAttribute('data-slot') === key,
        String(id),
        { timeout: 40_000, polling: 50 },
      );
      return Date.now();
    };

    // The jpg for 8 s, then the png for 2 s; wait for a pass of the jpg to begin.
    await playlist([
      [jpg, 8],
      [png, 2],
    ]);
    await shown(png);
    const keptFrom = await shown(jpg);
    // 3 s in, a reorder that keeps the jpg: it stays on screen to its end.
    await screen.waitForTimeout(3000);
    await playlist([
      [png, 2],
      [jpg, 8],
    ]);
    const keptTo = await shown(png);
    expect(keptTo - keptFrom).toBeGreaterThan(7500);

    // The next pass of the jpg: 3 s in, it is taken off the list and leaves the screen at once.
    const cutFrom = await shown(jpg);
    await screen.waitForTimeout(3000);
    await playlist([[png, 2]]);
    const cutTo = await shown(png);
    expect(cutTo - cutFrom).toBeLessThan(7000);
    await allSent(cutTo);

    const jpgPlays = [...sent.values()]
      .filter((p) => p.contentId === jpg && Date.parse(p.startedAt) >= keptFrom - 1000)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    // One play per pass, each started when it came on screen and as long as it was there.
    expect(jpgPlays).toHaveLength(2);
    const [kept, cut] = jpgPlays as [Play, Play];
    const near = (actual: number, want: number, ms = 750) =>
      expect(Math.abs(actual - want), `${actual} vs ${want}`).toBeLessThan(ms);
    near(Date.parse(kept.startedAt), keptFrom);
    near(kept.seconds * 1000, keptTo - keptFrom);
    expect(kept.completed).toBe(true);
    near(Date.parse(cut.startedAt), cutFrom);
    near(cut.seconds * 1000, cutTo - cutFrom);
    expect(cut.completed).toBe(false);
    // The server counts each once too.
    const r = await report(keptFrom - 1000, cutTo);
    expect(r.rows.find((row) => row.key === String(jpg))?.plays).toBe(2);
  }, 120_000);
});
