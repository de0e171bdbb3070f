// Audit helper (not a test): screenshots of every dashboard tab at 1366×800 and 390×844.
// Run: npx tsx e2e/audit-screenshots.ts /tmp/dir   (after npm run build)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';
import { openPairedScreen, showLocation } from './support/paired-screen.js';
import { ADMIN_TABS, OWNER_TABS } from './support/dashboard-tabs.js';
import { apiClient } from '../server/test/support/api-client.js';
import { uploadFile } from '../server/test/support/media-fixtures.js';
import { waitFor } from '../server/test/support/wait-for.js';

const out = process.argv[2] ?? '/tmp/audit14-shots/tabs';
fs.mkdirSync(out, { recursive: true });
const app = await startApp({
  ADMIN_EMAIL: 'chief@example.com',
  ADMIN_PASSWORD: 'chief-pass',
  SUPPORT_EMAIL: 'help@marquee.test',
});
try {
  const api = apiClient(app.url);
  const owner = await api.register({ companyName: 'Corner Shop' });
  const shop = (await api.post('/api/locations', { name: 'Shop Window' }, owner.token)).body;
  await api.post('/api/locations', { name: 'A back room with a rather long name' }, owner.token);
  const file = path.join(out, 'Spring sale.png');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#cc3333' } })
    .png()
    .toFile(file);
  await uploadFile(app.url, owner.token, file, { locationIds: String(shop.id) });
  await waitFor(
    async () =>
      (await api.get('/api/content', owner.token)).body.every(
        (c: { status: string }) => c.status === 'ready',
      ),
    60_000,
  );
  fs.rmSync(file);
  await api.post(
    '/api/schedules',
    {
      name: 'Morning',
      locationId: shop.id,
      startDate: '2026-01-01',
      endDate: null,
      startTime: '07:00',
      endTime: '11:00',
      isRecurring: true,
    },
    owner.token,
  );
  const { browser: screenCtx, page: screen } = await openPairedScreen(app.url, owner.token, shop);
  await showLocation(screen, app.url, shop.id);
  await screen.getByTestId('slot-visible').first().waitFor();
  await screen.screenshot({ path: path.join(out, 'player-960.png') });
  const admin = (
    await api.post('/api/login', { email: 'chief@example.com', password: 'chief-pass' })
  ).body.sessionId;

  for (const [w, h] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    const ctx = await launchBrowser({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    for (const p of ['/', '/login', '/register', '/forgot-password', '/terms']) {
      await page.goto(app.url + p);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(out, `public${p.replace(/\//g, '_') || '_'}-${w}.png`),
      });
    }
    await page.goto(app.url + '/#pricing');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `pricing-${w}.png`) });
    await ctx.addCookies([{ name: 'marquee_session', value: owner.token, url: app.url }]);
    for (const tab of OWNER_TABS) {
      await page.goto(`${app.url}/?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(out, `owner-${tab}-${w}.png`) });
      await page.screenshot({ path: path.join(out, `owner-${tab}-${w}-full.png`), fullPage: true });
    }
    await ctx.clearCookies();
    await ctx.addCookies([{ name: 'marquee_session', value: admin, url: app.url }]);
    for (const tab of ADMIN_TABS) {
      await page.goto(`${app.url}/?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(out, `admin-${tab}-${w}.png`), fullPage: true });
    }
    await ctx.close();
  }
  await screenCtx.close();
} finally {
  await app.stop();
}
console.log('done', out);
