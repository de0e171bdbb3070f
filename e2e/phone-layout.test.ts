import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';

// Shop owners manage screens from their phones: no page may scroll sideways at 390 px.
let app: Awaited<ReturnType<typeof startApp>>;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('phone-sized viewport', () => {
  it('lays out the public pages without sideways scrolling', async () => {
    for (const path of ['/', '/login', '/register']) {
      await page.goto(app.url + path);
      await page
        .getByRole('link', { name: /Login|Sign in|Create one/ })
        .first()
        .waitFor();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
  });

  it('lays out the dashboard and the locations table without sideways scrolling', async () => {
    const res = await page.request.post(`${app.url}/api/register`, {
      data: {
        email: 'phone@shop.test',
        password: 'secret123',
        firstName: 'Pat',
        lastName: 'Lee',
        companyName: 'Corner Shop',
      },
    });
    expect(res.status()).toBe(201);
    await page.request.post(`${app.url}/api/locations`, {
      data: {
        name: 'A location with a rather long name',
        address: '221B Baker Street, London NW1 6XE',
      },
    });
    await page.goto(`${app.url}/?tab=locations`);
    await page.getByTestId('location-row').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(app.url);
    await page.getByTestId('dashboard-title').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
