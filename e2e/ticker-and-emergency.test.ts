import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPairedScreen, showLocation } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { libraryReady, uploadColourPng } from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

/** Short items, so three changes happen while the ticker is watched. */
const ITEM_S = 2;

let app: App;
let dir: string;
let browser: BrowserContext;
let screen: Page;
let owner: Awaited<ReturnType<ReturnType<typeof apiClient>['register']>>;
let locationId: number;
const api = () => apiClient(app.url);

// Long enough that one pass across the screen takes far longer than the test watches it.
const tickerLines = Array.from(
  { length: 12 },
  (_, i) => `Line ${i + 1}: fresh bread, pastries and coffee all day long at the corner bakery`,
);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ticker-'));
  app = await startApp();
  owner = await api().register({ companyName: 'School' });
  locationId = (await api().post('/api/locations', { name: 'Main Hall' }, owner.token)).body.id;
  const ids: number[] = [];
  for (const colour of ['#cc3333', '#33cc33', '#3333cc']) {
    ids.push(await uploadColourPng(app.url, owner.token, { dir, name: colour.slice(1), colour }));
  }
  await libraryReady(app.url, owner.token);
  await api().put(
    `/api/locations/${locationId}/playlist`,
    { items: ids.map((contentId) => ({ contentId, displayDuration: ITEM_S })) },
    owner.token,
  );
  const saved = await api().put(
    `/api/locations/${locationId}`,
    {
      ticker: {
        enabled: true,
        items: tickerLines,
        speed: 80,
        textColor: '#ffffff',
        backgroundColor: '#aa0000',
        position: 'bottom',
      },
    },
    owner.token,
  );
  expect(saved.status).toBe(200);

  ({ browser, page: screen } = await openPairedScreen(app.url, owner.token, {
    id: locationId,
    name: 'Main Hall',
  }));
  await showLocation(screen, app.url, locationId);
  await screen.getByTestId('ticker').waitFor();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// Every animation frame: its time (as bench/gap records it), the strip's position, the item on
// screen, and whether the strip is still the element it started as. A string, because the
// TypeScript runner would decorate a function with helpers the page lacks.
const recordTicker = `(() => {
  const track = document.querySelector('[data-testid="ticker-track"]');
  track.__first = true;
  window.__ticker = [];
  const tick = (t) => {
    const now = document.querySelector('[data-testid="ticker-track"]');
    const slot = document.querySelector('[data-testid="slot-visible"]');
    window.__ticker.push({
      t,
      x: new DOMMatrixReadOnly(getComputedStyle(now).transform).m41,
      same: now === track && now.__first === true,
      slot: slot ? slot.getAttribute('data-slot') : null,
    });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
type TickerFrame = { t: number; x: number; same: boolean; slot: string | null };

describe('the ticker', () => {
  it('keeps scrolling across three item changes without restarting', async () => {
    await screen.evaluate(recordTicker);
    const slotsOf = (frames: TickerFrame[]) =>
      frames.map((f) => f.slot).filter((s, i, all) => s !== all[i - 1]);
    // Watched until the item on screen has changed three times.
    const frames = await waitFor(async () => {
      const seen = (await screen.evaluate('window.__ticker')) as TickerFrame[];
      return slotsOf(seen).length >= 4 && seen;
    }, 30_000);
    const slotsSeen = slotsOf(frames);
    // The same strip throughout, never moving back: no restart at any item change.
    expect(frames.every((f) => f.same)).toBe(true);
    for (let i = 1; i < frames.length; i++)
      expect(frames[i]!.x, `frame ${i}`).toBeLessThanOrEqual(frames[i - 1]!.x);
    expect(frames.at(-1)!.x).toBeLessThan(frames[0]!.x);
    // Figures for the report, not assertions (no timing thresholds in tests).
    const gaps = frames
      .slice(1)
      .map((f, i) => f.t - frames[i]!.t)
      .sort((a, b) => a - b);
    console.log(
      `ticker over ${slotsSeen.length - 1} item changes: ${frames.length} frames, worst frame gap ${gaps.at(-1)!.toFixed(1)} ms, p99 ${gaps[Math.floor(gaps.length * 0.99)]!.toFixed(1)} ms, moved ${(frames[0]!.x - frames.at(-1)!.x).toFixed(0)} px`,
    );
  });
});

/** The owner's dashboard on a laptop, signed in. */
async function openDashboard(): Promise<Page> {
  const dashboard = await browser.newPage();
  await dashboard.setViewportSize({ width: 1366, height: 800 });
  await dashboard.goto(`${app.url}/login`);
  // The browser keeps the session of an earlier test: /login then goes straight to the dashboard.
  const email = dashboard.getByLabel('Email');
  const emergency = dashboard.getByRole('button', { name: 'Emergency' });
  await email.or(emergency).first().waitFor();
  if (await email.isVisible()) {
    await email.fill(owner.user.email);
    await dashboard.getByLabel('Password', { exact: true }).fill(owner.password);
    await dashboard.getByRole('button', { name: 'Sign In' }).click();
  }
  await emergency.waitFor();
  return dashboard;
}

describe('the ticker in the location’s settings', () => {
  it('previews the owner’s lines live and puts them on the screen when saved', async () => {
    const dashboard = await openDashboard();
    try {
      await dashboard.getByRole('tab', { name: 'Locations' }).click();
      await dashboard.getByRole('button', { name: 'Edit Main Hall' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'Edit Location' });
      await dialog.getByLabel('Ticker lines').fill('Sports day on Friday\nLibrary open until 5');
      const preview = dialog.getByTestId('ticker-preview').getByTestId('ticker-track');
      await waitFor(async () => (await preview.textContent())?.includes('Library open until 5'));
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      const onScreen = screen.getByTestId('ticker-track');
      await waitFor(async () => (await onScreen.textContent())?.includes('Sports day on Friday'));
      expect(await onScreen.textContent()).not.toContain('Line 1');
    } finally {
      await dashboard.close();
    }
  });
});

// The moment the alert appeared on the screen, in the page's clock (same machine as the test's).
const watchForAlert = `(() => {
  window.__alertAt = null;
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-testid="emergency"]')) {
      window.__alertAt = performance.timeOrigin + performance.now();
      obs.disconnect();
    }
  }).observe(document.body, { subtree: true, childList: true });
})()`;

describe('emergency takeover', () => {
  it('started from the dashboard, replaces the screen, shows a banner, and clears', async () => {
    const dashboard = await openDashboard();
    try {
      await dashboard.getByRole('button', { name: 'Emergency' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'Emergency' });
      await dialog.getByLabel('Message').fill('Lockdown: stay in your classroom');
      await screen.evaluate(watchForAlert);
      const clickedAt = Date.now();
      await dialog.getByRole('button', { name: 'Start alert' }).click();

      const alert = screen.getByTestId('emergency');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Lockdown: stay in your classroom');
      expect(await alert.getAttribute('data-severity')).toBe('critical');
      // It replaces the content and is above the ticker.
      expect(await screen.getByTestId('slot-visible').count()).toBe(0);
      const zAlert = await alert.evaluate((e) => Number(getComputedStyle(e).zIndex));
      const zTicker = await screen
        .locator('.ticker-host')
        .evaluate((e) => Number(getComputedStyle(e).zIndex));
      expect(zAlert).toBeGreaterThan(zTicker);
      const appearedAt = (await screen.evaluate('window.__alertAt')) as number;
      console.log(`takeover latency, dashboard click to screen: ${appearedAt - clickedAt} ms`);

      await dashboard.keyboard.press('Escape');
      const banner = dashboard.getByTestId('emergency-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Lockdown: stay in your classroom');

      await banner.getByRole('button', { name: 'Manage or clear' }).click();
      await dashboard
        .getByRole('dialog', { name: 'Emergency' })
        .getByRole('button', { name: 'Clear alert' })
        .click();
      await alert.waitFor({ state: 'detached' });
      await banner.waitFor({ state: 'detached' });
      await screen.getByTestId('slot-visible').first().waitFor();

      const audit = await api().get('/api/emergency', owner.token);
      expect(audit.body.active).toEqual([]);
    } finally {
      await dashboard.close();
    }
  });

  it('reaches a screen that was offline when it started, as soon as it reconnects', async () => {
    await browser.setOffline(true);
    let alertId: number | undefined;
    try {
      const started = await api().post(
        '/api/emergency/alerts',
        { message: 'Severe weather: stay indoors', severity: 'warning', locationIds: null },
        owner.token,
      );
      expect(started.status).toBe(201);
      alertId = started.body.id;
      // Cut off, the screen cannot know yet: it has found the server out of reach and plays on.
      await screen.locator('.overlay__offline').waitFor({ timeout: 30_000 });
      expect(await screen.getByTestId('emergency').count()).toBe(0);
      await screen.getByTestId('slot-visible').first().waitFor();
    } finally {
      await browser.setOffline(false);
    }
    const alert = screen.getByTestId('emergency');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('Severe weather: stay indoors');
    expect(await alert.getAttribute('data-source')).toBe('server');
    await api().post(`/api/emergency/alerts/${alertId}/clear`, {}, owner.token);
    await alert.waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('shows a pre-staged message from the screen’s keyboard with the network cut', async () => {
    await api().post(
      '/api/emergency/presets',
      { message: 'Routine drill', severity: 'info' },
      owner.token,
    );
    await api().post(
      '/api/emergency/presets',
      { message: 'Fire: evacuate the building', severity: 'critical' },
      owner.token,
    );
    // The screen hears of the staged messages and keeps them.
    await waitFor(
      async () =>
        ((await screen.evaluate(() => localStorage.getItem('marquee.emergency-presets'))) ?? '')
          .length > 0 &&
        (await screen.evaluate(() => localStorage.getItem('marquee.emergency-presets')))!.includes(
          'Fire: evacuate the building',
        ),
      30_000,
    );
    await browser.setOffline(true);
    try {
      await screen.keyboard.press('Control+Alt+Digit2');
      const alert = screen.getByTestId('emergency');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Fire: evacuate the building');
      expect(await alert.getAttribute('data-source')).toBe('local');
      expect(await alert.getAttribute('data-severity')).toBe('critical');
      await screen.keyboard.press('Control+Alt+Digit0');
      await alert.waitFor({ state: 'detached' });
      await screen.getByTestId('slot-visible').first().waitFor();
    } finally {
      await browser.setOffline(false);
    }
  });
});
