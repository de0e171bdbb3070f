import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startApp, type App } from './app-server.js';
import { makeMediaFixtures, type MediaFixtures } from '../../server/test/support/media-fixtures.js';

export interface ContentSession {
  app: App;
  browser: BrowserContext;
  page: Page;
  fx: MediaFixtures;
  /**
   * Throttles the page's uplink (so an upload is still running while a test looks at it) and
   * resolves to the function that gives it full speed again.
   */
  slowUplink(bytesPerSecond: number, latencyMs: number): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The app (with `env` on top of its defaults), real media fixtures, and a browser signed in as a
 * new owner with one location.
 */
export async function openContentSession(
  label: string,
  env: Record<string, string> = {},
): Promise<ContentSession> {
  const fx = await makeMediaFixtures();
  const app = await startApp(env);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const res = await page.request.post(`${app.url}/api/register`, {
    data: {
      email: `${label}-${Date.now()}@cafe.test`,
      password: 'secret123',
      firstName: 'Mia',
      lastName: 'Media',
      companyName: 'Corner Cafe',
    },
  });
  expect(res.status()).toBe(201);
  await page.request.post(`${app.url}/api/locations`, { data: { name: 'Front window' } });
  return {
    app,
    browser,
    page,
    fx,
    async slowUplink(bytesPerSecond, latencyMs) {
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Network.enable');
      const limit = (uploadThroughput: number, latency: number) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency,
          downloadThroughput: -1,
          uploadThroughput,
        });
      await limit(bytesPerSecond, latencyMs);
      return async () => {
        await limit(-1, 0);
        await cdp.detach();
      };
    },
    async close() {
      await browser.close();
      await app.stop();
      await fx.close();
    },
  };
}
