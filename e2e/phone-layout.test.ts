import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { displayUrlFor } from '@marquee/protocol';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';
import { openPairedScreen } from './support/paired-screen.js';
import { ADMIN_TABS, OWNER_TABS } from './support/dashboard-tabs.js';
import { apiClient } from '../server/test/support/api-client.js';
import { libraryReady, uploadColourPng } from '../server/test/support/media-fixtures.js';

// Shop owners manage screens from their phones: no page may scroll sideways at 390 px, every
// action stays in reach and every section's name reads in full.
const ADMIN = { email: 'chief@example.com', password: 'chief-pass' };

let app: Awaited<ReturnType<typeof startApp>>;
let dir: string;
let browser: BrowserContext;
let screenBrowser: BrowserContext;
let page: Page;
let screen: Page;
let owner: Awaited<ReturnType<ReturnType<typeof apiClient>['register']>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-phone-'));
  app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const api = apiClient(app.url);
  owner = await api.register({ companyName: 'Corner Shop' });
  const shop = (await api.post('/api/locations', { name: 'Shop Window' }, owner.token)).body;
  await api.post(
    '/api/locations',
    { name: 'A back room with a rather long name', address: '221B Baker Street, London NW1 6XE' },
    owner.token,
  );
  const sale = { dir, name: 'Spring sale', colour: '#cc3333' };
  await uploadColourPng(app.url, owner.token, sale, { locationIds: String(shop.id) });
  await libraryReady(app.url, owner.token);
  ({ browser: screenBrowser, page: screen } = await openPairedScreen(app.url, owner.token, shop));
  await screen.goto(`${app.url}${displayUrlFor(shop.id)}`);
  await screen.getByTestId('slot-visible').first().waitFor();
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = await browser.newPage();
}, 120_000);
afterAll(async () => {
  await screenBrowser?.close();
  await browser?.close();
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements among `selector` whose text does not fit (cut or ellipsised). */
const cutLabels = (selector: string) =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel))
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => el.textContent),
    selector,
  );

async function signIn(email: string, password: string) {
  await page.context().clearCookies();
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByTestId('tab-menu').waitFor();
}

/** Opens a section the way a phone does (the tab menu) and waits for what it loads. */
async function openTab(label: RegExp) {
  await page.getByTestId('tab-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await page.getByTestId('tab-menu').filter({ hasText: label }).waitFor();
  await page.getByRole('tabpanel').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Every section of a dashboard, reached from the menu: no sideways scroll, no cut label. */
async function visitEvery(tabs: string[]) {
  await page.getByTestId('tab-menu').click();
  const items = page.getByRole('menuitem');
  expect(await items.allTextContents()).toHaveLength(tabs.length);
  expect(await cutLabels('.mantine-Menu-itemLabel')).toEqual([]);
  await page.keyboard.press('Escape');
  for (const tab of tabs) {
    await openTab(new RegExp(`^${tab}$`, 'i'));
    expect(await overflow(), tab).toBeLessThanOrEqual(0);
    expect(await cutLabels('[data-testid="tab-menu"] .mantine-Button-label'), tab).toEqual([]);
  }
}

/** Fully inside the 390 px viewport, so a thumb can reach it without scrolling sideways. */
async function inView(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

describe('phone-sized viewport', () => {
  it('lays out the public pages without sideways scrolling', async () => {
    for (const p of ['/', '/login', '/register']) {
      await page.goto(app.url + p);
      await page
        .getByRole('link', { name: /Login|Sign in|Create one/ })
        .first()
        .waitFor();
      expect(await overflow(), p).toBeLessThanOrEqual(0);
    }
  });

  it("fits every one of an owner's sections, and the settings, on the phone", async () => {
    await signIn(owner.user.email, owner.password);
    await visitEvery(OWNER_TABS);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
  });

  it('filters the library by type from a list that fits, and shows long location names whole', async () => {
    await page.goto(`${app.url}/?tab=content`);
    const filter = page.getByRole('combobox', { name: 'Filter by type' });
    await inView(filter);
    // Every kind is offered, none of them cut off at the screen's edge.
    expect(await filter.locator('option').allTextContents()).toEqual([
      'All',
      'Images',
      'Videos',
      'Audio',
      'Documents',
      'Web pages',
      'Announcement slides',
    ]);
    const card = page.getByTestId('content-card').filter({ hasText: 'Spring sale.png' });
    await filter.selectOption({ label: 'Videos' });
    await page.getByText('No content matches these filters.').waitFor();
    await filter.selectOption({ label: 'Images' });
    await card.waitFor();

    await page.goto(`${app.url}/?tab=presentation`);
    const title = page
      .getByRole('region', { name: 'A back room with a rather long name' })
      .getByRole('heading', { name: 'A back room with a rather long name' });
    await title.waitFor();
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  });

  it('keeps every action of a location in view, and Edit opens the location', async () => {
    await page.goto(`${app.url}/?tab=locations`);
    const card = page.getByTestId('location-row').filter({ hasText: 'A back room' });
    for (const action of ['Connect', 'Stop', 'Edit', 'Delete'])
      await inView(card.getByRole('button', { name: `${action} A back room` }));
    await card.getByRole('button', { name: 'Edit A back room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    expect(await dialog.getByLabel('Address').inputValue()).toBe(
      '221B Baker Street, London NW1 6XE',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says how many screens are on instead of "Live", and follows a screen going away', async () => {
    const shop = page.getByTestId('location-row').filter({ hasText: 'Shop Window' });
    const empty = page.getByTestId('location-row').filter({ hasText: 'A back room' });
    await shop.getByTestId('screens-online').filter({ hasText: '1 of 1 screens online' }).waitFor();
    expect(await empty.getByTestId('screens-online').textContent()).toBe('No screens yet');
    await inView(empty.getByRole('button', { name: 'Connect a screen to A back room' }));
    expect(await page.getByText('Live', { exact: true }).count()).toBe(0);

    await page.goto(app.url);
    const now = page.getByTestId('now-playing-location').filter({ hasText: 'Shop Window' });
    await now.getByTestId('now-playing-item').filter({ hasText: 'Spring sale.png' }).waitFor();
    expect(await now.getByTestId('screens-online').textContent()).toBe('1 of 1 screens online');
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The screen is switched off: the dashboard hears it over its socket, no reload.
    await screen.close();
    await now.getByTestId('screens-online').filter({ hasText: '0 of 1 screens online' }).waitFor();
    expect(await now.getByTestId('now-playing-item').count()).toBe(0);
    await openTab(/^Locations$/);
    await shop.getByTestId('screens-online').filter({ hasText: '0 of 1 screens online' }).waitFor();
  });

  it("fits every back-office section, and a user's actions open from their card", async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await visitEvery(ADMIN_TABS);
    // The switched-off screen heads the fleet's dark screens, with how long it has been dark.
    await openTab(/^Dashboard$/);
    const dark = page
      .getByRole('table', { name: 'Screens offline longest' })
      .getByRole('row')
      .filter({ hasText: 'Shop Window' });
    await inView(dark.getByRole('cell').first());
    await inView(dark.getByRole('cell').nth(1));
    expect(await dark.getByRole('cell').nth(1).textContent()).toMatch(/just now|ago/);
    await openTab(/^Users$/);
    const card = page.getByTestId('admin-user-row').filter({ hasText: owner.user.email });
    await inView(card.getByRole('button', { name: 'View' }));
    await inView(card.getByRole('button', { name: 'Edit' }));
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit user' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
