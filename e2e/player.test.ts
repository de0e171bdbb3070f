import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { PlaysReport } from '@marquee/protocol';
import { DISPLAY_CREDENTIAL_KEY } from '@marquee/protocol/player';
import { openPairedScreen, showLocation, visibleSlot, watch } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import {
  makeMediaFixtures,
  uploadFile,
  type MediaFixtures,
  libraryReady,
} from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

let app: App;
let fx: MediaFixtures;
let browser: BrowserContext;
let screen: Page;
let owner: { token: string };
let locationId: number;
let displayId: number;
const ids: Record<string, number> = {};

const api = () => apiClient(app.url);

beforeAll(async () => {
  fx = await makeMediaFixtures();
  app = await startApp();
  owner = await api().register({ companyName: 'Corner Cafe' });
  locationId = (await api().post('/api/locations', { name: 'Cafe Window' }, owner.token)).body.id;
  for (const [label, file] of [
    ['image', fx.files.jpg!],
    ['video', fx.files.mp4!],
    ['pdf', fx.files.pdf!],
  ] as const) {
    const res = await uploadFile(app.url, owner.token, file, { locationIds: String(locationId) });
    expect(res.status).toBe(201);
    ids[label] = res.body.id;
  }
  await libraryReady(app.url, owner.token);
  // Image 2 s, the video its own length (1 s), each PDF page 2 s.
  await api().put(
    `/api/locations/${locationId}/playlist`,
    {
      items: [
        { contentId: ids.image, displayDuration: 2 },
        { contentId: ids.video, displayDuration: null },
        { contentId: ids.pdf, displayDuration: 2 },
      ],
    },
    owner.token,
  );
  ({
    browser,
    page: screen,
    displayId,
  } = await openPairedScreen(app.url, owner.token, { id: locationId, name: 'Cafe Window' }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fx?.close();
});

describe('the display player', () => {
  it('plays the image, the video and each PDF page in order, with the overlay of spec §2', async () => {
    await showLocation(screen, app.url, locationId);
    expect(await screen.getByTestId('overlay-location').textContent()).toBe('Cafe Window');
    expect(await screen.getByTestId('footer-status').textContent()).toContain('LIVE DISPLAY');
    expect(await screen.getByTestId('overlay-counter').textContent()).toMatch(/^\d of 4/);
    expect(await screen.getByTestId('overlay-next').textContent()).toMatch(/^Next: \d+s$/);
    const order = await watch(screen, 9_000);
    const cycle = [`${ids.image}`, `${ids.video}`, `${ids.pdf}:0`, `${ids.pdf}:1`];
    const start = order.indexOf(cycle[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(order.slice(start, start + 4)).toEqual(cycle);
    // The video really plays (Debian's Chromium decodes H.264): seen running while on screen.
    await waitFor(() =>
      screen.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="slot-visible"] video')).some(
          (v) => (v as HTMLVideoElement).currentTime > 0,
        ),
      ),
    );
    // The owner sees what the screen has on.
    await waitFor(
      async () =>
        (await api().get(`/api/locations/${locationId}/displays`, owner.token)).body[0]?.showing
          ?.name,
    );
  });

  it("counts a document's pages as one play per pass (proof of play)", async () => {
    const from = Date.now();
    const order = await watch(screen, 16_000);
    // Passes that began inside the window; the one on screen at its start began before it.
    const passes = order.slice(1).filter((key) => key === `${ids.pdf}:0`).length;
    expect(passes).toBeGreaterThanOrEqual(2);
    const pdfRow = async () => {
      const query = new URLSearchParams({
        from: new Date(from).toISOString(),
        to: new Date().toISOString(),
        groupBy: 'content',
      });
      const report = await api().get<PlaysReport>(`/api/reports/plays?${query}`, owner.token);
      return report.body.rows.find((row) => row.key === String(ids.pdf));
    };
    // The last pass is recorded when it leaves the screen, then sent.
    await waitFor(async () => ((await pdfRow())?.plays ?? 0) >= passes, 30_000);
    const row = (await pdfRow())!;
    // Counted per page it would be about twice the passes, each play one page's 2 s.
    expect(row.plays).toBeLessThanOrEqual(passes + 1);
    expect(row.seconds / row.plays).toBeGreaterThan(3);
  });

  it('follows a reorder made elsewhere through a push, not the 10-second poll', async () => {
    const pushed: string[] = [];
    screen.on('request', (r) => {
      // A push names the new revision; the screen asks for at least it.
      if (r.url().includes('/playback?revision=')) pushed.push(r.url());
    });
    await api().put(
      `/api/locations/${locationId}/content-order`,
      { contentOrder: [ids.pdf, ids.image] },
      owner.token,
    );
    await waitFor(() => pushed.length > 0);
    // The item on screen finishes first; after that only the new playlist plays, in its order.
    const order = await watch(screen, 8_000);
    const newCycle = [`${ids.pdf}:0`, `${ids.pdf}:1`, `${ids.image}`];
    const first = order.indexOf(newCycle[0]!);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(order.slice(first, first + 3)).toEqual(newCycle);
    expect(order.slice(first)).not.toContain(`${ids.video}`);
  });

  it('shows Display Stopped at once when stopped, and plays again when started', async () => {
    await api().put(`/api/locations/${locationId}`, { isActive: false }, owner.token);
    await screen.getByTestId('display-stopped').waitFor();
    expect(
      await screen
        .getByText('Start playback from your dashboard to resume continuous display.')
        .isVisible(),
    ).toBe(true);
    expect(await screen.getByTestId('footer-status').textContent()).toContain('DISPLAY STOPPED');
    await api().put(`/api/locations/${locationId}`, { isActive: true }, owner.token);
    await screen.getByTestId('overlay').waitFor();
  });

  it('keeps playing from its cache while the server is down, and catches up when it returns', async () => {
    const port = new URL(app.url).port;
    await app.stop({ keepData: true });
    const offline = await watch(screen, 6_000);
    expect(offline.length).toBeGreaterThanOrEqual(2);
    await screen.getByText(/offline, playing saved content/).waitFor();

    app = await startApp({ DATA_DIR: app.dataDir, PORT: port });
    await api().put(
      `/api/locations/${locationId}/content-order`,
      { contentOrder: [ids.image] },
      owner.token,
    );
    // With one item left, the screen settles on it once it has caught up.
    await waitFor(
      async () => (await screen.getByTestId('overlay-counter').textContent())?.startsWith('1 of 1'),
      40_000,
    );
    expect(await visibleSlot(screen)).toBe(`${ids.image}`);
  });

  it('drops back to pairing the moment the owner revokes it', async () => {
    expect((await api().del(`/api/displays/${displayId}`, owner.token)).status).toBe(204);
    await screen.waitForURL('**/pair-display', { timeout: 15_000 });
    expect(
      await screen.evaluate((key) => localStorage.getItem(key), DISPLAY_CREDENTIAL_KEY),
    ).toBeNull();
  });

  it('answers the spec’s missing-location message', async () => {
    await screen.goto(`${app.url}/display`);
    await screen.getByText('No location specified. Please add ?location=ID to the URL.').waitFor();
  });
});
