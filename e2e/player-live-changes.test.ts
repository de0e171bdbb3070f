import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPairedScreen, showLocation, visibleSlot } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { libraryReady, uploadColourPng } from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

/** Long items (60 s each): anything the screen does within seconds was caused by the change. */
const LONG_S = 60;
const SWITCH_WAIT_MS = 10_000;

let app: App;
let dir: string;
let browser: BrowserContext;
let screen: Page;
let owner: Awaited<ReturnType<ReturnType<typeof apiClient>['register']>>;
let locationId: number;
const ids: Record<string, number> = {};
const api = () => apiClient(app.url);

const playlist = (names: string[]) =>
  api().put(
    `/api/locations/${locationId}/playlist`,
    { items: names.map((n) => ({ contentId: ids[n], displayDuration: LONG_S })) },
    owner.token,
  );

/** In the screen's page: counts every moment the stage had a picture up and then none. */
const countBlankFrames = () => {
  const w = window as unknown as { __blank: number; __seen: boolean };
  w.__blank = 0;
  w.__seen = false;
  new MutationObserver(() => {
    const stage = document.querySelector('.stage');
    if (!stage) return;
    if (stage.querySelector('.layer--visible')) w.__seen = true;
    else if (w.__seen) w.__blank++;
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-live-'));
  app = await startApp();
  owner = await api().register({ companyName: 'Bakery' });
  locationId = (await api().post('/api/locations', { name: 'Bakery Counter' }, owner.token)).body
    .id;
  for (const [name, colour] of [
    ['red', '#cc3333'],
    ['green', '#33cc33'],
    ['blue', '#3333cc'],
    ['grey', '#777777'],
  ] as const) {
    ids[name] = await uploadColourPng(app.url, owner.token, { dir, name, colour });
  }
  await libraryReady(app.url, owner.token);
  await playlist(['red', 'green', 'blue', 'grey']);

  ({ browser, page: screen } = await openPairedScreen(
    app.url,
    owner.token,
    { id: locationId, name: 'Bakery Counter' },
    { initScript: countBlankFrames },
  ));
  await showLocation(screen, app.url, locationId);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const blankFrames = () => screen.evaluate(() => (window as unknown as { __blank: number }).__blank);

/** Waits (at most 10 s of a 60 s item) for the screen to show `name`. */
const switchesTo = (name: string) =>
  waitFor(async () => (await visibleSlot(screen)) === String(ids[name]), SWITCH_WAIT_MS);

describe('a live screen follows changes to what is on it', () => {
  it('leaves an item removed from the playlist at once, for the one after it', async () => {
    await switchesTo('red');
    await playlist(['green', 'blue', 'grey']);
    await switchesTo('green');
    expect(await screen.getByTestId('overlay-counter').textContent()).toMatch(/^1 of 3/);
  });

  it('keeps the item on screen through a reorder (it finishes first)', async () => {
    await playlist(['blue', 'green', 'grey']);
    // The screen has the new order (it now preloads grey, not blue, to follow green)...
    await screen
      .locator(`[data-testid="slot-hidden"][data-slot="${ids.grey}"]`)
      .waitFor({ state: 'attached' });
    // ...and green stays up.
    expect(await visibleSlot(screen)).toBe(String(ids.green));
  });

  it('leaves an item deleted from the library at once', async () => {
    expect((await api().del(`/api/content/${ids.green}`, owner.token)).status).toBe(204);
    await switchesTo('blue');
  });

  it('hides the overlay when the owner turns it off for the location, and shows it again', async () => {
    await screen.getByTestId('overlay').waitFor();
    const dashboard = await browser.newPage();
    // The owner's laptop, not the screen's 960 px: the sections show as tabs.
    await dashboard.setViewportSize({ width: 1366, height: 800 });
    try {
      await dashboard.goto(`${app.url}/login`);
      await dashboard.getByLabel('Email').fill(owner.user.email);
      await dashboard.getByLabel('Password', { exact: true }).fill(owner.password);
      await dashboard.getByRole('button', { name: 'Sign In' }).click();
      await dashboard.getByRole('tab', { name: 'Locations' }).click();
      const setOverlay = async (on: boolean) => {
        await dashboard.getByRole('button', { name: 'Edit Bakery Counter' }).click();
        const dialog = dashboard.getByRole('dialog', { name: 'Edit Location' });
        const toggle = dialog.getByRole('switch', { name: 'Show the overlay on screens' });
        expect(await toggle.isChecked()).toBe(!on);
        await toggle.setChecked(on, { force: true });
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      await setOverlay(false);
      await screen.getByTestId('overlay').waitFor({ state: 'detached' });
      // The content plays on, without the overlay.
      expect(await visibleSlot(screen)).toBe(String(ids.blue));
      await setOverlay(true);
      await screen.getByTestId('overlay').waitFor();
    } finally {
      await dashboard.close();
    }
  });

  it('leaves an item at once for an exclusive takeover, and for the playlist when it ends', async () => {
    expect(await visibleSlot(screen)).toBe(String(ids.blue));
    // A takeover of red, made for later so it never runs empty, then moved to now: from a minute
    // ago for half an hour, on the location's clock (UTC).
    const now = Date.now();
    const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const schedule = (
      await api().post(
        '/api/schedules',
        {
          name: 'Flash sale',
          locationId,
          startDate: new Date(now + 2 * 86_400_000).toISOString().slice(0, 10),
          endDate: null,
          startTime: '09:00',
          endTime: '10:00',
          isRecurring: true,
          isExclusive: true,
        },
        owner.token,
      )
    ).body;
    await api().post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: ids.red },
      owner.token,
    );
    const moved = await api().patch(
      `/api/schedules/${schedule.id}`,
      {
        startDate: new Date(now - 86_400_000).toISOString().slice(0, 10),
        startTime: hhmm(now - 60_000),
        endTime: hhmm(now + 30 * 60_000),
      },
      owner.token,
    );
    expect(moved.status).toBe(200);
    // Blue is in no list any more: it goes at once, not when its 60 s end.
    await switchesTo('red');
    expect(await screen.getByTestId('overlay-counter').textContent()).toMatch(/^1 of 1/);
    // Switched off, the takeover's item is in no list any more: the playlist comes back at once.
    await api().patch(`/api/schedules/${schedule.id}`, { isActive: false }, owner.token);
    await switchesTo('blue');
  });

  it('shows the empty state at once when nothing is left', async () => {
    await playlist([]);
    await screen.getByTestId('no-content').waitFor({ timeout: SWITCH_WAIT_MS });
  });

  it('never showed a black frame while switching', async () => {
    expect(await blankFrames()).toBe(0);
  });
});
