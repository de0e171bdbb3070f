import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';

/**
 * An admin has a client's account open in the back office while the client starts and clears
 * an alert from their own dashboard: the admin's panel follows without a reload.
 */
let app: App;
let browser: BrowserContext;
let admin: Page;
let owner: Awaited<ReturnType<ReturnType<typeof apiClient>['register']>>;
const api = () => apiClient(app.url);

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAIL: 'chief@example.com', ADMIN_PASSWORD: 'chief-pass' });
  owner = await api().register({ companyName: 'Riverside School' });
  await api().post('/api/locations', { name: 'Main Hall' }, owner.token);
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  admin = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the back office during an alert', () => {
  it('shows the client’s alert as it starts and drops it as it clears', async () => {
    await admin.goto(`${app.url}/login`);
    await admin.getByLabel('Email').fill('chief@example.com');
    await admin.getByLabel('Password', { exact: true }).fill('chief-pass');
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('tab', { name: 'Users' }).click();
    const row = admin.getByTestId('admin-user-row').filter({ hasText: owner.user.email });
    await row.getByRole('button', { name: 'View' }).click();
    const panel = admin.locator('section[aria-labelledby="detail-emergency"]');
    await panel.getByText('Start an alert').waitFor();
    expect(await panel.getByTestId('active-alert').count()).toBe(0);

    const started = await api().post(
      '/api/emergency/alerts',
      { message: 'Flood warning: move to the upper floor', severity: 'warning', locationIds: null },
      owner.token,
    );
    expect(started.status).toBe(201);
    const alert = panel.getByTestId('active-alert');
    await alert.waitFor({ timeout: 5000 });
    expect(await alert.textContent()).toContain('Flood warning: move to the upper floor');

    const cleared = await api().post(
      `/api/emergency/alerts/${started.body.id}/clear`,
      {},
      owner.token,
    );
    expect(cleared.status).toBe(200);
    await alert.waitFor({ state: 'detached', timeout: 5000 });
  });
});
