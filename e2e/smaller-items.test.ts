import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { libraryReady, uploadColourPng } from '../server/test/support/media-fixtures.js';

/**
 * Issue 14, point 12: time-zone search, Terms and Privacy, the trial length on pricing, the
 * duration limit, one save model for the playlist, multi-select assignment and what a schedule
 * changes. Screenshots go to SCREENSHOT_DIR when it is set.
 */
let app: App;
let dir: string;
let desk: BrowserContext;
let phone: BrowserContext;
let page: Page;
let token: string;
let locationId: number;
const ids: Record<string, number> = {};
const api = () => apiClient(app.url);

async function shot(p: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  await fs.mkdir(process.env.SCREENSHOT_DIR, { recursive: true });
  await p.screenshot({
    path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`),
    fullPage: false,
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-smaller-'));
  app = await startApp({
    TRIAL_DAYS: '21',
    ADMIN_EMAIL: 'boss@example.com',
    ADMIN_PASSWORD: 'boss-pass',
  });
  ({ token } = await api().register({ companyName: 'Corner Cafe' }));
  locationId = (await api().post('/api/locations', { name: 'Corner', timezone: 'UTC' }, token)).body
    .id;
  for (const [name, colour] of [
    ['Coffee', '#6f4e37'],
    ['Cake', '#e84393'],
    ['Tea', '#27ae60'],
    ['Soup', '#e67e22'],
  ] as const) {
    const fields: Record<string, string> =
      name === 'Coffee' ? { locationIds: String(locationId) } : {};
    const file = { dir, name, colour, width: 320, height: 180 };
    ids[name] = await uploadColourPng(app.url, token, file, fields);
  }
  await libraryReady(app.url, token);
  desk = await launchBrowser();
  phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = await desk.newPage();
}, 180_000);

afterAll(async () => {
  await desk?.close();
  await phone?.close();
  await app?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const toast = (p: Page, text: string) =>
  p.locator('.mantine-Notification-root').filter({ hasText: text });

describe('signed out', () => {
  it('pricing states the configured trial length', async () => {
    await page.goto(app.url);
    const pricing = page.locator('#pricing');
    await pricing.getByText('21-day free trial').waitFor();
    await pricing.getByText('Free for your first 21 days').waitFor();
    await pricing.scrollIntoViewIfNeeded();
    await shot(page, 'pricing-1366');
    const small = await phone.newPage();
    await small.goto(`${app.url}/#pricing`);
    await small.locator('#pricing').getByText('21-day free trial').scrollIntoViewIfNeeded();
    await shot(small, 'pricing-390');
    await small.close();
  });

  it('reaches Terms and Privacy from the landing footer', async () => {
    await page.goto(app.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(page.url()).toBe(`${app.url}/terms`);
    await page.getByText('New accounts start with a 21-day free trial.').waitFor();
    // Opened from the footer, it starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shot(page, 'terms-1366');
    await page.goto(app.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toBe(`${app.url}/privacy`);
    const small = await phone.newPage();
    await small.goto(`${app.url}/privacy`);
    await small.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await shot(small, 'privacy-390');
    await small.close();
  });

  it('reaches Terms and Privacy from the sign-up form', async () => {
    await page.goto(`${app.url}/register`);
    const form = page.locator('form');
    await form.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.goto(`${app.url}/register`);
    await page.getByText('Start your 21-day free trial.').waitFor();
    await shot(page, 'register-1366');
    await page.locator('form').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });
});

describe('signed in', () => {
  beforeAll(async () => {
    for (const context of [desk, phone])
      await context.addCookies([{ name: 'marquee_session', value: token, url: app.url }]);
  });

  it('finds time zones by city and by abbreviation', async () => {
    await page.goto(`${app.url}/?tab=locations`);
    await page.getByRole('button', { name: 'Create Location' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Location' });
    await dialog.getByLabel('Name').fill('Midtown');
    const zone = dialog.getByLabel('Time zone');
    await zone.click();
    await zone.fill('New York');
    // November: Eastern Standard Time.
    const newYork = page.getByRole('option', { name: 'New York (America/New_York, UTC−05:00)' });
    await newYork.waitFor();
    await shot(page, 'time-zone-new-york-1366');
    await zone.fill('GMT');
    const london = page.getByRole('option', { name: 'London (Europe/London, UTC+00:00)' });
    await london.waitFor();
    expect(await page.getByRole('option', { name: /Europe\/Paris/ }).count()).toBe(0);
    await shot(page, 'time-zone-gmt-1366');
    await london.click();
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await toast(page, 'Location created').waitFor();
    const created = (await api().get('/api/locations', token)).body.find(
      (l: { name: string }) => l.name === 'Midtown',
    );
    expect(created.timezone).toBe('Europe/London');
  });

  it('refuses a duration of 999 with the limit, and saves nothing', async () => {
    const url = `/api/locations/${locationId}/playlist`;
    const before = (await api().get(url, token)).body;
    await page.goto(`${app.url}/?tab=presentation`);
    const card = page.getByRole('region', { name: 'Corner' });
    await card.getByRole('button', { name: 'Settings for Coffee.png' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Display duration (seconds)').fill('999');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByText('Duration must be between 1 and 300 seconds').waitFor();
    await shot(page, 'duration-999-1366');
    expect(await dialog.isVisible()).toBe(true);
    expect((await api().get(url, token)).body).toEqual(before);
    // The API refuses it too, with the same words.
    const res = await api().put(
      url,
      { items: [{ contentId: ids.Coffee, displayDuration: 999 }] },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors['items.0.displayDuration']).toBe(
      'Duration must be between 1 and 300 seconds',
    );
    await dialog.getByLabel('Display duration (seconds)').fill('300');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated').waitFor();
    expect((await api().get(url, token)).body[0].ownDuration).toBe(300);
  });

  it('saves reorders on drop, and puts the old order back when that fails', async () => {
    const url = `/api/locations/${locationId}/playlist`;
    const playlist = (await api().get(url, token)).body as {
      contentId: number;
      ownDuration: number | null;
    }[];
    await api().put(
      url,
      {
        items: [
          ...playlist.map((e) => ({ contentId: e.contentId, displayDuration: e.ownDuration })),
          { contentId: ids.Cake, displayDuration: null },
        ],
      },
      token,
    );
    await page.goto(`${app.url}/?tab=presentation`);
    const card = page.getByRole('region', { name: 'Corner' });
    const order = () =>
      card
        .getByRole('button', { name: /^Drag / })
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await card.getByRole('button', { name: 'Drag Cake.png' }).waitFor();
    await page.route('**/api/locations/*/playlist', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await card.getByRole('button', { name: 'Move Cake.png up' }).click();
    await toast(page, 'Order Not Saved').waitFor();
    expect(await order()).toEqual(['Drag Coffee.png', 'Drag Cake.png']);
    await page.unroute('**/api/locations/*/playlist');
    await card.getByRole('button', { name: 'Move Cake.png up' }).click();
    await toast(page, 'Content Moved Up').waitFor();
    expect(await order()).toEqual(['Drag Cake.png', 'Drag Coffee.png']);
    expect(
      (await api().get(url, token)).body.map((e: { contentId: number }) => e.contentId),
    ).toEqual([ids.Cake, ids.Coffee]);

    // The global order saves on drop too: Coffee back on top everywhere it plays.
    const global = page.getByRole('region', { name: 'Global order' });
    await global.getByText('Saves on drop').waitFor();
    // The keyboard drag reads positions on screen: bring the list into view first, at once.
    await page.evaluate(() => (document.documentElement.style.scrollBehavior = 'auto'));
    await global.scrollIntoViewIfNeeded();
    await global.getByRole('button', { name: 'Drag Coffee.png' }).focus();
    // dnd-kit measures the list after the lift and between moves: give each key a moment.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await toast(page, 'Coffee.png is now number 1. Saved at 1 location.').waitFor();
    await shot(page, 'global-order-1366');
    expect(
      (await api().get(url, token)).body.map((e: { contentId: number }) => e.contentId),
    ).toEqual([ids.Coffee, ids.Cake]);
    expect(await order()).toEqual(['Drag Coffee.png', 'Drag Cake.png']);

    // Back to Coffee alone, as the tests below expect.
    await api().put(
      url,
      { items: playlist.map((e) => ({ contentId: e.contentId, displayDuration: e.ownDuration })) },
      token,
    );
  });

  it('assigns several items at once, and says what a schedule changes', async () => {
    const schedule = (
      await api().post(
        '/api/schedules',
        {
          name: 'Morning',
          locationId,
          startDate: '2026-01-01',
          endDate: null,
          startTime: '07:00',
          endTime: '11:00',
          isRecurring: true,
        },
        token,
      )
    ).body;
    // Coffee already plays all day: a schedule of just Coffee changes nothing.
    await api().post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: ids.Coffee },
      token,
    );
    await page.goto(`${app.url}/?tab=scheduling`);
    const item = page.getByRole('region', { name: 'Morning' });
    await item
      .getByTestId('schedule-effect')
      .getByText('Adds nothing: its content is already in the playlist')
      .waitFor();
    // The timeline still draws its window, marked as having no effect.
    const band = page.getByTestId('timeline-schedule-window').first();
    await band.waitFor();
    expect(await band.getAttribute('aria-label')).toMatch(/^Morning: 07:00–11:00\. Adds nothing/);
    await shot(page, 'schedule-no-effect-1366');

    const small = await phone.newPage();
    await small.goto(`${app.url}/?tab=scheduling`);
    await small.getByRole('button', { name: 'Assign content to Morning' }).click();
    await small.getByRole('checkbox', { name: 'Tea.png' }).check();
    // Screenshot once the modal has finished fading in.
    await small.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await shot(small, 'assign-390');
    await small.getByRole('button', { name: 'Cancel' }).click();

    await item.getByRole('button', { name: 'Assign content to Morning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Content' });
    await dialog.getByRole('checkbox', { name: 'Select all (3)' }).check();
    await shot(page, 'assign-multi-1366');
    await dialog.getByRole('button', { name: 'Assign 3 items' }).click();
    await toast(page, '3 items play during Morning').waitFor();
    const saved = (await api().get('/api/schedules', token)).body.find(
      (s: { id: number }) => s.id === schedule.id,
    );
    expect([...saved.contentIds].sort()).toEqual([ids.Coffee, ids.Cake, ids.Tea, ids.Soup].sort());
    await item
      .getByTestId('schedule-effect')
      .getByText('Adds 3 items to the playlist in this window (1 already in the playlist).')
      .waitFor();

    await small.reload();
    await small
      .getByRole('region', { name: 'Morning' })
      .getByTestId('schedule-effect')
      .getByText('Adds 3 items')
      .waitFor();
    await shot(small, 'scheduling-390');
    await small.close();
  });

  it('shows the trial end as the next billing date', async () => {
    const summary = (await api().get('/api/billing', token)).body;
    expect(summary.nextBillingDate).toBe(summary.trialEndsAt);
    await page.goto(`${app.url}/?tab=billing`);
    const day = new Date(summary.trialEndsAt).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await page.getByText(`Your free trial ends on ${day}`).waitFor();
    const row = page.getByText('Next billing date').locator('..');
    expect(await row.textContent()).toContain(day);
    await shot(page, 'billing-1366');
  });

  it('admin figures say whether trials are included', async () => {
    const admin = await launchBrowser();
    try {
      const session = (
        await api().post('/api/login', { email: 'boss@example.com', password: 'boss-pass' })
      ).body.sessionId;
      await admin.addCookies([{ name: 'marquee_session', value: session, url: app.url }]);
      const p = await admin.newPage();
      await p.goto(app.url);
      await p.getByText('Paying Clients').waitFor();
      // The only client is in its trial: nobody pays yet, and its two locations are not revenue.
      await p.getByText('1 in trial · 1 in total').waitFor();
      await p.getByText('Monthly Revenue (excl. trials)').waitFor();
      await p.getByText('$90.00 more once trials end').waitFor();
      await shot(p, 'admin-overview-1366');
    } finally {
      await admin.close();
    }
  });
});
