import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { displayUrlFor } from '@marquee/protocol';
import { launchBrowser } from './support/browser.js';
import { openPairedScreen } from './support/paired-screen.js';
import { startApp } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { openDatabase } from '@marquee/core/db/client.js';
import { locations } from '@marquee/core/db/schema/index.js';

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'admin-suspends-user');
fs.mkdirSync(shots, { recursive: true });
const shot = (name: string) => path.join(shots, name);

/**
 * An admin finds a client in the back office and suspends them: the client's screen stops and
 * says to contact support (SUPPORT_EMAIL), their open dashboard is signed out, and signing in is
 * refused with the same words. Then the other kind of suspension: a location suspended for
 * non-payment, whose owner still signs in and reaches Billing to pay.
 */
let app: Awaited<ReturnType<typeof startApp>>;
const appEnv = {
  ADMIN_EMAIL: 'chief@example.com',
  ADMIN_PASSWORD: 'chief-pass',
  SUPPORT_EMAIL: 'help@marquee.test',
};
let kioskId: number;
let adminBrowser: BrowserContext;
let clientBrowser: BrowserContext;
let admin: Page;
let client: Page;
let screenBrowser: BrowserContext;
let screen: Page;

const owner = {
  email: `owner-${Date.now()}@harbour.test`,
  password: 'harbour-pass',
  firstName: 'Olive',
  lastName: 'Owner',
  companyName: 'Harbour Coffee',
};

beforeAll(async () => {
  app = await startApp(appEnv);
  // A few other accounts so that finding the right one takes the search box.
  for (const name of ['Alpha Books', 'Beta Bikes', 'Gamma Gym']) {
    await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${name.split(' ')[0]!.toLowerCase()}@others.test`,
        password: 'secret123',
        firstName: 'Other',
        lastName: 'Client',
        companyName: name,
      }),
    });
  }
  const reg = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { sessionId } = (await reg.json()) as { sessionId: string };
  const ownerApi = apiClient(app.url);
  const [kiosk] = await Promise.all(
    ['Quay Kiosk', 'Pier Cafe'].map(
      async (name) => (await ownerApi.post('/api/locations', { name }, sessionId)).body,
    ),
  );
  kioskId = kiosk.id;
  // A screen on the client's first location, paired as /pair-display leaves it.
  ({ browser: screenBrowser, page: screen } = await openPairedScreen(app.url, sessionId, kiosk));
  await screen.goto(`${app.url}${displayUrlFor(kiosk.id)}`);
  adminBrowser = await launchBrowser();
  clientBrowser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  admin = await adminBrowser.newPage();
  client = await clientBrowser.newPage();
});
afterAll(async () => {
  await screenBrowser?.close();
  await adminBrowser?.close();
  await clientBrowser?.close();
  await app?.stop();
});

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('an admin suspends a client', () => {
  it('the client’s screen is live before the suspension', async () => {
    await screen.getByTestId('no-content').waitFor();
  });

  it('the client is signed in on their dashboard', async () => {
    await signIn(client, owner.email, owner.password);
    await toast(client, 'Login Successful').waitFor();
    await client.getByTestId('dashboard-title').waitFor();
    // On a phone the header leaves the trial badge out, so the company name keeps its room.
    await client.getByTestId('trial-badge').waitFor({ state: 'attached' });
    expect(await client.getByTestId('trial-badge').isHidden()).toBe(true);
  });

  it('the admin finds the client by company name', async () => {
    await signIn(admin, 'chief@example.com', 'chief-pass');
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByTestId('users-total').filter({ hasText: '5 users' }).waitFor();
    await admin.getByLabel('Search').fill('harbour');
    await admin.getByTestId('users-total').filter({ hasText: '1 users' }).waitFor();
    const rows = admin.getByTestId('admin-user-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(owner.email);
  });

  it('the admin suspends the account from the Edit dialog', async () => {
    const row = admin.getByTestId('admin-user-row').filter({ hasText: owner.email });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Account status').click();
    await admin.getByRole('option', { name: 'Suspended' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'User updated').waitFor();
    await row.getByText('Suspended').waitFor();
    // The status filter finds it as suspended too.
    await admin.getByLabel('Search').fill('');
    await admin.getByLabel('Status', { exact: true }).first().click();
    await admin.getByRole('option', { name: 'Suspended' }).click();
    await admin.getByTestId('users-total').filter({ hasText: '1 users' }).waitFor();
  });

  it('the admin sees the client’s locations stopped and no sessions left', async () => {
    const row = admin.getByTestId('admin-user-row').filter({ hasText: owner.email });
    await row.getByRole('button', { name: 'View' }).click();
    const locations = admin.getByTestId('detail-location');
    await locations.first().waitFor();
    expect(await locations.count()).toBe(2);
    for (const text of await locations.allTextContents())
      expect(text).toContain('Stopped: account suspended');
    await admin.getByText('Active sessions (0)').waitFor();
    await admin.keyboard.press('Escape');
  });

  it('the client’s screen stops at once', async () => {
    await screen.getByTestId('suspended').waitFor();
    expect(await screen.getByText('Display Suspended').isVisible()).toBe(true);
    // Paying would not lift it: the screen, like the sign-in answer, says whom to ask.
    await screen
      .getByText(
        'This account is suspended. The account owner should contact support at help@marquee.test.',
      )
      .waitFor();
  });

  it('the client’s open dashboard is signed out, and signing in is refused', async () => {
    await client.reload();
    await client.waitForURL(`${app.url}/`);
    await client.getByRole('heading', { name: /Digital signage platform/i }).waitFor();
    await signIn(client, owner.email, owner.password);
    await toast(client, 'Login Failed').waitFor();
    expect(await toast(client, 'Login Failed').textContent()).toContain(
      'This account is suspended. Please contact support at help@marquee.test.',
    );
  });

  it('the suspension is in the audit log with before and after', async () => {
    await admin.getByRole('tab', { name: 'System' }).click();
    const entry = admin.getByTestId('audit-row').filter({ hasText: 'user.update' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('"active" → "suspended"');
    expect(await entry.textContent()).toContain('chief@example.com');
  });
});

describe('a location suspended for non-payment', () => {
  it('the admin reactivates the account, and dunning suspends its first location', async () => {
    const adminApi = apiClient(app.url);
    const { sessionId } = (
      await adminApi.post('/api/login', { email: 'chief@example.com', password: 'chief-pass' })
    ).body;
    const { body: users } = await adminApi.get(
      `/api/admin/users?search=${encodeURIComponent(owner.email)}`,
      sessionId,
    );
    const id = users[0].id as number;
    expect(
      (await adminApi.patch(`/api/admin/users/${id}`, { status: 'active' }, sessionId)).status,
    ).toBe(200);
    // Without a payment provider nothing is ever suspended, so the day dunning would have
    // suspended the location is written into the stopped app's own database.
    const port = new URL(app.url).port;
    await app.stop({ keepData: true });
    const database = await openDatabase({ pgliteDir: path.join(app.dataDir, 'db') });
    await database.db
      .update(locations)
      .set({ isSuspended: true, unpaidDays: 5, suspensionDate: new Date() })
      .where(eq(locations.id, kioskId));
    await database.close();
    app = await startApp({ ...appEnv, DATA_DIR: app.dataDir, PORT: port });
  });

  it('its screen says the owner can restore it by paying in Billing', async () => {
    await screen
      .getByText(
        'This location is suspended for non-payment. The account owner can restore it by paying in Billing.',
      )
      .waitFor({ timeout: 60_000 });
  });

  it('the owner signs in, sees the suspension with the support contact, and reaches Billing', async () => {
    await signIn(client, owner.email, owner.password);
    await toast(client, 'Login Successful').waitFor();
    const banner = client.getByTestId('suspended-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Quay Kiosk: Suspended - Payment Required');
    expect(await banner.getByTestId('support-email').getAttribute('href')).toBe(
      'mailto:help@marquee.test',
    );
    await banner.getByRole('button', { name: 'Resolve Payment' }).click();
    await client.waitForURL(/tab=billing/);
    // A phone: the sections are a menu whose button names the open one.
    await client.getByTestId('tab-menu').filter({ hasText: 'Billing' }).waitFor();
    await client.getByTestId('suspended-banner').waitFor();
    await client.screenshot({ path: shot('billing-suspended-390.png'), fullPage: true });
  });
});
