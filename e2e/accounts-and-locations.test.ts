import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';

let app: Awaited<ReturnType<typeof startApp>>;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser({ timezoneId: 'Europe/Berlin' });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const account = {
  firstName: 'Sam',
  lastName: 'Baker',
  company: 'Sam’s Bakery',
  email: `sam-${Date.now()}@bakery.test`,
  password: 'crusty-loaf',
};

const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('a shop owner’s first visit', () => {
  it('sees the landing page with pricing and gets to the register form', async () => {
    const res = await page.goto(app.url);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: /Digital signage platform/i }).waitFor();
    expect(await page.getByText('$45').first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/register');
  });

  it('shows every validation message of the register form', async () => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Company name is required',
      'Invalid email address',
      'Password must be at least 6 characters',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
  });

  it('registers and lands on the dashboard with the company name', async () => {
    await page.getByLabel('First Name').fill(account.firstName);
    await page.getByLabel('Last Name').fill(account.lastName);
    await page.getByLabel('Company Name').fill(account.company);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Registration Successful').waitFor();
    await page.waitForURL(`${app.url}/`);
    expect(await page.getByTestId('dashboard-title').textContent()).toContain(account.company);
    for (const tab of [
      'Overview',
      'Content',
      'Presentation',
      'Scheduling',
      'Locations',
      'Billing',
    ]) {
      expect(await page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    }
    // The session lives in an httpOnly cookie, never in localStorage.
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('sessionId');
    const cookies = await browser.cookies(app.url);
    expect(cookies.find((c) => c.name === 'marquee_session')?.httpOnly).toBe(true);
  });

  it('creates a location, defaulting the time zone to the browser’s', async () => {
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Create Location' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Location' });
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Front Window');
    await dialog.getByLabel('Address').fill('1 Baker Street');
    expect(await dialog.getByLabel('Time zone').inputValue()).toMatch(
      /^Berlin \(Europe\/Berlin, UTC\+0[12]:00\)$/,
    );
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await toast('Location created').waitFor();
    const row = page.getByTestId('location-row').filter({ hasText: 'Front Window' });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 Baker Street');
    expect(await row.textContent()).toContain('Europe/Berlin');
  });

  it('edits the location', async () => {
    await page.getByRole('button', { name: 'Edit Front Window' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    await dialog.getByLabel('Name').fill('Shop Window');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Location updated').waitFor();
    await page.getByTestId('location-row').filter({ hasText: 'Shop Window' }).waitFor();
  });

  it('stops and starts the display', async () => {
    await page.getByRole('button', { name: 'Stop Shop Window' }).click();
    await toast('Display Stopped').waitFor();
    const row = page.getByTestId('location-row').filter({ hasText: 'Shop Window' });
    await row.getByText(/stopped/i).waitFor();
    expect(await page.getByTestId('active-locations-count').textContent()).toMatch(
      /^0 active locations?/,
    );
    await page.getByRole('button', { name: 'Start Shop Window' }).click();
    await toast('Display Started').waitFor();
    // Started, but no screen is paired: it says so rather than claim to be live.
    await row.getByTestId('screens-online').filter({ hasText: 'No screens yet' }).waitFor();
  });

  it('deletes the location after a confirmation that names it', async () => {
    await page.getByRole('button', { name: 'Delete Shop Window' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Shop Window?' });
    await confirm.getByRole('button', { name: 'Delete Location' }).click();
    await page
      .getByTestId('location-row')
      .filter({ hasText: 'Shop Window' })
      .waitFor({ state: 'detached' });
    const res = await page.request.get(`${app.url}/api/locations`);
    expect(await res.json()).toEqual([]);
  });

  it('logs out to the landing page, and a dashboard call then answers 401', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect((await page.request.get(`${app.url}/api/auth/user`)).status()).toBe(401);
  });

  it('refuses a wrong password with the spec’s toast, then signs in', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Login Failed').waitFor();
    expect(await toast('Login Failed').textContent()).toContain('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Login Successful').waitFor();
    await page.waitForURL(`${app.url}/`);
    await page.getByTestId('dashboard-title').waitFor();
  });

  it('says when a tab’s code cannot be fetched, and its Reload brings the tab', async () => {
    const chunk = '**/assets/reports-tab-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.url}/?tab=reports`);
    await page.getByText('This page could not load').waitFor();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Download CSV').waitFor();
    expect(await page.getByText('This page could not load').count()).toBe(0);
  });

  it('shows the login form’s validation messages', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const res = await page.goto(`${app.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
  });
});
