import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { openPairedScreen, showLocation, visibleSlot, watch } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { libraryReady, uploadColourPng } from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

let app: App;
let dir: string;
let ownerBrowser: BrowserContext;
let screenBrowser: BrowserContext;
let dashboard: Page;
let screen: Page;
let token: string;
let locationId: number;
const ids: Record<string, number> = {};
const api = () => apiClient(app.url);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-pres-'));
  app = await startApp();
  ({ token } = await api().register({ companyName: 'Harbour Deli' }));
  // The location runs on UTC so the test can name the next minute in its wall-clock time.
  locationId = (await api().post('/api/locations', { name: 'Harbour', timezone: 'UTC' }, token))
    .body.id;
  for (const [name, colour] of [
    ['Apples', '#c0392b'],
    ['Bread', '#d35400'],
    ['Cheese', '#f1c40f'],
    ['Sale', '#8e44ad'],
  ] as const) {
    const fields: Record<string, string> =
      name === 'Sale' ? {} : { locationIds: String(locationId) };
    const file = { dir, name, colour, width: 320, height: 180 };
    ids[name] = await uploadColourPng(app.url, token, file, fields);
  }
  await libraryReady(app.url, token);
  // Two seconds each, so a test sees whole cycles.
  await api().put(
    `/api/locations/${locationId}/playlist`,
    {
      items: ['Apples', 'Bread', 'Cheese'].map((n) => ({ contentId: ids[n], displayDuration: 2 })),
    },
    token,
  );

  ownerBrowser = await launchBrowser();
  await ownerBrowser.addCookies([{ name: 'marquee_session', value: token, url: app.url }]);
  dashboard = await ownerBrowser.newPage();

  ({ browser: screenBrowser, page: screen } = await openPairedScreen(app.url, token, {
    id: locationId,
    name: 'Harbour',
  }));
  await showLocation(screen, app.url, locationId);
}, 180_000);

afterAll(async () => {
  await screenBrowser?.close();
  await ownerBrowser?.close();
  await app?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const toast = (text: string) =>
  dashboard.locator('.mantine-Notification-root').filter({ hasText: text });

const byId = (...labels: string[]) => labels.map((l) => ids[l]!);

describe('playlists and schedules reach the screen', () => {
  it('reorders by button and by keyboard drag, saved on drop (kept after reload); the screen follows', async () => {
    await dashboard.goto(`${app.url}/?tab=presentation`);
    const card = dashboard.getByRole('region', { name: 'Harbour' });
    await card.getByRole('button', { name: `Move Apples.png down` }).click();
    await toast('Content Moved Down').waitFor();
    // Keyboard drag (dnd-kit): lift Cheese, move it up to the top, drop.
    const handle = card.getByRole('button', { name: `Drag Cheese.png` });
    await handle.focus();
    // dnd-kit measures the list after the lift and between moves: give each key a moment.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await dashboard.keyboard.press(key);
      await dashboard.waitForTimeout(250);
    }
    await toast('Content Reordered').waitFor();
    // Every drop saves at once: there is no Save button to forget.
    expect(await card.getByRole('button', { name: /Save Order/ }).count()).toBe(0);
    const saved = (await api().get(`/api/locations/${locationId}/playlist`, token)).body.map(
      (e: { contentId: number }) => e.contentId,
    );
    expect(saved).toEqual(byId('Cheese', 'Bread', 'Apples'));
    await dashboard.reload();
    const handles = dashboard
      .getByRole('region', { name: 'Harbour' })
      .getByRole('button', { name: /^Drag / });
    await handles.first().waitFor();
    expect(
      await handles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['Drag Cheese.png', 'Drag Bread.png', 'Drag Apples.png']);
    const seen = (await watch(screen, 10_000)).map(Number);
    const expected = byId('Cheese', 'Bread', 'Apples');
    const starts = seen.map((_, i) => i).filter((i) => seen[i] === ids.Cheese);
    expect(starts.some((i) => seen.slice(i, i + 3).join() === expected.join())).toBe(true);
  });

  it('honours a 3-second duration set in the settings dialog', async () => {
    const card = dashboard.getByRole('region', { name: 'Harbour' });
    await card.getByRole('button', { name: `Settings for Bread.png` }).click();
    const dialog = dashboard.getByRole('dialog');
    await dialog.getByLabel('Display duration (seconds)').fill('3');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings Updated').waitFor();
    // While Bread is on screen, the countdown starts at 3 s at most.
    const countdowns: number[] = [];
    await waitFor(async () => {
      const visible = await visibleSlot(screen);
      if (Number(visible) === ids.Bread) {
        const text = await screen.getByTestId('overlay-next').textContent();
        countdowns.push(Number(/Next: (\d+)s/.exec(text ?? '')?.[1]));
      }
      return countdowns.length >= 5;
    }, 40_000);
    expect(Math.max(...countdowns)).toBeLessThanOrEqual(3);
  });

  it('switches on a schedule’s boundary by itself, with the network cut off', async () => {
    const now = new Date();
    const start = new Date(Math.ceil((now.getTime() + 5_000) / 60_000) * 60_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const schedule = (
      await api().post(
        '/api/schedules',
        {
          name: 'Lunch sale',
          locationId,
          startDate: start.toISOString().slice(0, 10),
          endDate: new Date(start.getTime() + 600_000).toISOString().slice(0, 10),
          startTime: hhmm(start),
          endTime: hhmm(new Date(start.getTime() + 600_000)),
        },
        token,
      )
    ).body;
    await api().post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: ids.Sale },
      token,
    );
    // Let the push deliver the new schedule, then cut the screen off from the server: the switch
    // must come from the screen's own engine, not from a poll or a push.
    await screen.waitForTimeout(1500);
    await screen.route('**/api/**', (route) => route.abort());
    const firstSale = await waitFor(async () => {
      const visible = await visibleSlot(screen);
      return Number(visible) === ids.Sale ? Date.now() : false;
    }, 120_000);
    expect(firstSale).toBeGreaterThanOrEqual(start.getTime());
    await screen.unroute('**/api/**');

    // Exclusive: the sale takes over the screen.
    await api().patch(`/api/schedules/${schedule.id}`, { isExclusive: true }, token);
    await waitFor(
      async () => (await screen.getByTestId('overlay-counter').textContent())?.startsWith('1 of 1'),
      30_000,
    );
    expect(Number(await visibleSlot(screen))).toBe(ids.Sale);

    // Deactivated: back to the playlist.
    await api().patch(`/api/schedules/${schedule.id}`, { isActive: false }, token);
    await waitFor(
      async () => (await screen.getByTestId('overlay-counter').textContent())?.endsWith('of 3'),
      30_000,
    );
  });

  it('a reorder, add and remove keep entries that follow their item following it', async () => {
    const url = `/api/locations/${locationId}/playlist`;
    type Entry = { contentId: number; ownDuration: number | null };
    const current = (await api().get(url, token)).body as Entry[];
    // Apples follows its item from now on; the others keep their own settings.
    await api().put(
      url,
      {
        items: current.map((e) => ({
          contentId: e.contentId,
          displayDuration: e.contentId === ids.Apples ? null : e.ownDuration,
        })),
      },
      token,
    );
    const own = async () =>
      Object.fromEntries(
        ((await api().get(url, token)).body as Entry[]).map((e) => [e.contentId, e.ownDuration]),
      );
    const before = await own();
    await dashboard.reload();
    const card = dashboard.getByRole('region', { name: 'Harbour' });
    await card.getByRole('button', { name: 'Move Apples.png up' }).click();
    await toast('Content Moved Up').waitFor();
    await waitFor(
      async () =>
        (await own())[ids.Apples!] === null &&
        (await api().get(url, token)).body[1].contentId === ids.Apples,
      15_000,
    );

    await card.getByLabel('Add content to Harbour').click();
    await dashboard.getByRole('option', { name: 'Sale.png' }).click();
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await toast('Content Added').waitFor();
    await card.getByRole('button', { name: 'Remove Sale.png' }).click();
    await toast('Content Removed').waitFor();
    expect(await own()).toEqual(before);
    expect(before[ids.Apples!]).toBeNull();
  });
});
