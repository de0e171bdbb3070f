import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { freePort } from '../server/test/support/server-process.js';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../server/test/support/smtp-inbox.js';

/** A customer who forgot their password gets a link by email (a real SMTP server) and signs in. */
let app: Awaited<ReturnType<typeof startApp>>;
let inbox: SmtpInbox;
let desktop: BrowserContext;
let phone: BrowserContext;
let page: Page;
let link: URL;
const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'forgot-password');
const email = `forgetful-${Date.now()}@harbour.test`;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  inbox = await startSmtpInbox();
  const port = await freePort();
  app = await startApp({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: inbox.url,
    SUPPORT_EMAIL: 'help@harbour.test',
  });
  await apiClient(app.url).register({ email, password: 'old-password' });
  desktop = await launchBrowser();
  phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = await desktop.newPage();
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  await app?.stop();
  await inbox?.close();
});

const toast = (p: Page, text: string) =>
  p.locator('.mantine-Notification-root').filter({ hasText: text });

describe('forgot password', () => {
  it('is offered on the sign-in page and sends a link by email', async () => {
    await page.goto(`${app.url}/login`);
    await page.screenshot({ path: path.join(shots, 'login-1366.png') });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'forgot-1366.png') });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByTestId('reset-link-sent').waitFor();
    await page.screenshot({ path: path.join(shots, 'forgot-sent-1366.png') });
    link = resetLinkIn((await inbox.mailTo(email)).raw);
    expect(link.pathname).toBe('/reset-password');
  });

  it('the link sets a new password and leads to sign-in, where only the new one works', async () => {
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.screenshot({ path: path.join(shots, 'reset-1366.png') });
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL(`${app.url}/login`);
    await toast(page, 'Password Reset').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('old-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login Failed').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('dashboard-title').waitFor();
  });

  it('the same link a second time says it was used and offers a new one', async () => {
    const again = await phone.newPage();
    await again.goto(link.toString());
    await again.getByLabel('New password', { exact: true }).fill('third-password');
    await again.getByLabel('Confirm new password').fill('third-password');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    const problem = again.getByTestId('reset-link-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('invalid or has already been used');
    await again.screenshot({ path: path.join(shots, 'reset-used-390.png') });
    expect(await again.getByRole('button', { name: 'Set New Password' }).count()).toBe(0);
    await problem.getByRole('link', { name: 'Ask for a new link' }).click();
    await again.waitForURL(`${app.url}/forgot-password`);
    await again.screenshot({ path: path.join(shots, 'forgot-390.png') });
  });
});
