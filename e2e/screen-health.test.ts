import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PLAYER_VERSION, type ScreenHealth, type Uptime } from '@marquee/protocol';
import { launchBrowser } from './support/browser.js';
import { storeScreenCredential } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import {
  uploadFile,
  libraryReady,
  uploadColourPng,
} from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

let app: App;
let dir: string;
let screenBrowser: BrowserContext;
let browser: BrowserContext;
let owner: Awaited<ReturnType<ReturnType<typeof apiClient>['register']>>;
let locationId: number;
let paired: { displayId: number; displayToken: string; displayUrl: string };
const api = () => apiClient(app.url);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-health-'));
  app = await startApp();
  owner = await api().register({ companyName: 'Bakery' });
  locationId = (await api().post('/api/locations', { name: 'Bakery Counter' }, owner.token)).body
    .id;
  const sale = { dir, name: 'Spring sale', colour: '#cc3333' };
  await uploadColourPng(app.url, owner.token, sale, { locationIds: String(locationId) });
  await libraryReady(app.url, owner.token);
  const { pairingCode } = (
    await api().post(`/api/locations/${locationId}/pairing-code`, {}, owner.token)
  ).body;
  paired = (await api().post('/api/pair-display', { code: pairingCode })).body;
  screenBrowser = await launchBrowser({ viewport: { width: 960, height: 540 } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await screenBrowser?.close();
  await browser?.close();
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function openScreen(): Promise<Page> {
  const screen = await screenBrowser.newPage();
  await storeScreenCredential(screen, app.url, {
    token: paired.displayToken,
    locationId,
    displayId: paired.displayId,
    locationName: 'Bakery Counter',
  });
  await screen.goto(`${app.url}${paired.displayUrl}`);
  await screen.getByTestId('slot-visible').first().waitFor();
  return screen;
}
const uptime = async () =>
  (
    await api().get<Uptime>(
      `/api/displays/${paired.displayId}/uptime?from=${new Date(Date.now() - 600_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`,
      owner.token,
    )
  ).body;

describe('a real screen’s health', () => {
  it('reports its player, resolution, free cache and item, and its intervals follow it', async () => {
    const screen = await openScreen();
    const [health] = await waitFor(async () => {
      const rows = (await api().get(`/api/locations/${locationId}/screen-health`, owner.token))
        .body as ScreenHealth[];
      // The first report can go out before the first item is on screen; the next names it.
      return rows[0]?.playerVersion && rows[0].showing ? rows : undefined;
    });
    expect(health).toMatchObject({
      online: true,
      playerVersion: PLAYER_VERSION,
      showing: { name: 'Spring sale.png' },
    });
    expect(health!.resolution).toMatch(/^\d+x\d+$/);
    expect(health!.cacheFreeBytes).toBeGreaterThan(0);

    await screen.close();
    await waitFor(async () => (await uptime()).intervals.at(-1)?.online === false);
    await openScreen();
    const after = await waitFor(async () => {
      const u = await uptime();
      return u.intervals.at(-1)?.online && u;
    });
    expect(after.intervals.map((i) => i.online)).toEqual([false, true, false, true]);
  });

  it('shows uptime and the player on the Locations tab', async () => {
    const page = await browser.newPage();
    await page
      .context()
      .addCookies([{ name: 'marquee_session', value: owner.token, url: app.url }]);
    await page.goto(`${app.url}/?tab=locations`);
    // A location with screens shows them unfolded.
    const line = page.getByTestId('screen-health');
    await line.waitFor();
    expect(await line.textContent()).toContain(`Player ${PLAYER_VERSION}`);
    await page.getByTestId('uptime-7d').waitFor();
    await page.getByRole('form', { name: 'Alerts' }).waitFor();
  });

  it('reports a file it cannot show, with its name', async () => {
    const file = path.join(dir, 'Broken.png');
    await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3333cc' } })
      .png()
      .toFile(file);
    const broken = (await uploadFile(app.url, owner.token, file)).body as { id: number };
    const ready = await waitFor(async () => {
      const items = (await api().get('/api/content', owner.token)).body as {
        id: number;
        status: string;
        fileUrl: string;
      }[];
      return items.find((c) => c.id === broken.id && c.status === 'ready');
    }, 60_000);
    // The stored file goes bad on the server's disk: the screen gets bytes it cannot decode.
    fs.writeFileSync(
      path.join(app.dataDir, 'media', ...ready.fileUrl.replace(/^\/media\//, '').split('/')),
      'not a picture',
    );
    const items = (await api().get('/api/content', owner.token)).body as { id: number }[];
    await api().put(
      `/api/locations/${locationId}/playlist`,
      { items: items.map((c) => ({ contentId: c.id, displayDuration: 5 })) },
      owner.token,
    );
    const [health] = await waitFor(async () => {
      const rows = (await api().get(`/api/locations/${locationId}/screen-health`, owner.token))
        .body as ScreenHealth[];
      return rows[0]?.errors.length ? rows : undefined;
    }, 30_000);
    expect(health!.errors[0]).toMatchObject({ contentId: broken.id, file: 'Broken.png' });
  });
});
