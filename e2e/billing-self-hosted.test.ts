import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';

/** The default install has no payment provider: billing is informational. */
let app: Awaited<ReturnType<typeof startApp>>;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('billing without a payment provider', () => {
  it('shows the plan, the free trial and Set Up Billing on the Billing tab', async () => {
    const res = await page.request.post(`${app.url}/api/register`, {
      data: {
        email: `bill-${Date.now()}@shop.test`,
        password: 'secret123',
        firstName: 'Bill',
        lastName: 'Payer',
        companyName: 'Payer Shop',
      },
    });
    expect(res.status()).toBe(201);
    for (const name of ['North', 'South'])
      await page.request.post(`${app.url}/api/locations`, { data: { name } });
    await page.goto(`${app.url}/?tab=billing`);
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await plan.getByText('$90.00').waitFor();
    expect(await plan.textContent()).toContain('$45.00 per location / month');
    expect(await page.getByTestId('trial-badge').first().textContent()).toBe(
      'Free trial: 14 days left',
    );
    await page.getByText('No invoices yet.').waitFor();
    await page.getByRole('link', { name: 'Set Up Billing' }).click();
    await page.waitForURL('**/subscribe');
    await page
      .getByText('Payment processing is not yet configured. Please contact support.')
      .waitFor();
    await page.getByText('$45/month per location').waitFor();
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await page.waitForURL(`${app.url}/?tab=billing`);
  });
});
