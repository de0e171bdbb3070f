import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startApp } from './support/app-server.js';

// The owner's dashboard and the screens are separate browsers: a screen never shares a session.
let app: Awaited<ReturnType<typeof startApp>>;
let ownerBrowser: BrowserContext;
let owner: Page;
const screens: BrowserContext[] = [];
/** The display token of the first screen paired below (the one revoked at the end). */
let firstToken = '';
const ownerEmail = `pairing-${Date.now()}@shop.test`;

beforeAll(async () => {
  app = await startApp();
  ownerBrowser = await launchBrowser();
  owner = await ownerBrowser.newPage();
  const res = await owner.request.post(`${app.url}/api/register`, {
    data: {
      email: ownerEmail,
      password: 'secret123',
      firstName: 'Kim',
      lastName: 'Ortiz',
      companyName: 'Ortiz Optics',
    },
  });
  expect(res.status()).toBe(201);
  const created = await owner.request.post(`${app.url}/api/locations`, {
    data: { name: 'Shop Window' },
  });
  expect(created.status()).toBe(201);
});
afterAll(async () => {
  for (const screen of screens) await screen.close();
  await ownerBrowser?.close();
  await app?.stop();
});

async function newScreen(): Promise<Page> {
  const context = await launchBrowser();
  screens.push(context);
  return context.newPage();
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const connectDialog = () => owner.getByRole('dialog', { name: 'Connect Display' });
const screenItems = () => owner.getByTestId('screen-item');
const credential = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('marquee.display') ?? 'null'));

describe('the pairing page’s own rules', () => {
  it('takes digits only, enables Connect Display at exactly 6 and asks for a code when empty', async () => {
    const screen = await newScreen();
    await screen.goto(`${app.url}/pair-display`);
    const input = screen.getByLabel('Pairing code');
    const connect = screen.getByRole('button', { name: 'Connect Display' });
    expect(await connect.isDisabled()).toBe(true);

    await input.press('Enter');
    await screen.getByText('Please enter a pairing code').waitFor();

    await input.fill('12a-3 4');
    expect(await input.inputValue()).toBe('1234');
    expect(await connect.isDisabled()).toBe(true);
    await input.fill('12345678');
    expect(await input.inputValue()).toBe('123456');
    expect(await connect.isDisabled()).toBe(false);

    await connect.click();
    await toast(screen, 'Connection Failed').waitFor();
    expect(await toast(screen, 'Connection Failed').textContent()).toContain(
      'Invalid or expired pairing code',
    );
    expect(await credential(screen)).toBeNull();
  });

  it('fills in the code from the link in the dashboard’s QR code', async () => {
    const screen = await newScreen();
    await screen.goto(`${app.url}/pair-display?code=65-43-21`);
    expect(await screen.getByLabel('Pairing code').inputValue()).toBe('654321');
  });
});

describe('pairing with the code from the dashboard (spec flow)', () => {
  let locationId: number;
  let usedCode = '';

  it('shows a code, a QR code of the pairing URL and copies the code', async () => {
    await owner.goto(`${app.url}/?tab=locations`);
    await owner.getByRole('button', { name: 'Connect Shop Window' }).click();
    await toast(owner, 'Pairing Code Generated').waitFor();
    const dialog = connectDialog();
    const code = (await dialog.getByTestId('pairing-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await dialog.getByLabel('Pairing URL').inputValue()).toBe(
      `${app.url}/pair-display?code=${code}`,
    );
    expect(await dialog.getByTestId('pairing-qr').getAttribute('data-value')).toBe(
      `${app.url}/pair-display?code=${code}`,
    );
    expect(await dialog.getByTestId('pairing-code-expiry').textContent()).toMatch(
      /Expires in (10:00|9:\d\d)/,
    );
    await dialog.getByRole('button', { name: 'Copy Code' }).click();
    await toast(owner, 'Code Copied').waitFor();
  });

  it('pairs a second browser, which shows Connected, stores its credential and opens the player', async () => {
    const code = (await connectDialog().getByTestId('pairing-code').textContent())?.trim() ?? '';
    usedCode = code;
    const screen = await newScreen();
    await screen.goto(`${app.url}/pair-display`);
    await screen.getByLabel('Pairing code').fill(code);
    await screen.getByRole('button', { name: 'Connect Display' }).click();
    await toast(screen, 'Display Connected').waitFor();
    const connected = screen.getByTestId('pairing-connected');
    await connected.waitFor();
    expect(await connected.textContent()).toContain('Shop Window');

    const stored = await credential(screen);
    expect(stored).toMatchObject({ locationName: 'Shop Window' });
    expect(typeof stored.token).toBe('string');
    expect(typeof stored.displayId).toBe('number');
    locationId = stored.locationId;
    firstToken = stored.token;
    // The stored token is a working display credential.
    const session = await screen.request.get(`${app.url}/api/display/session`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(session.status()).toBe(200);

    // Spec §9: the player opens 2 s later (its content is another test's business).
    await screen.waitForURL(`${app.url}/display?location=${locationId}`, { timeout: 5000 });
  });

  it('lists the screen as online in the owner’s Locations tab', async () => {
    await connectDialog().getByRole('button', { name: 'Done' }).click();
    // The list refreshes itself; a reload proves it is the server's answer.
    await owner.reload();
    const item = screenItems().filter({ hasText: 'Shop Window screen 1' });
    await item.waitFor();
    expect(await item.getAttribute('data-online')).toBe('true');
    expect(await item.textContent()).toMatch(/Online.*1366x800/);
  });

  it('does not take the same code twice', async () => {
    const res = await owner.request.post(`${app.url}/api/pair-display`, {
      data: { code: usedCode },
    });
    expect(res.status()).toBe(400);
  });
});

describe('pairing a screen that shows its own code (TV flow)', () => {
  it('moves the screen on by itself once the owner types its code', async () => {
    const screen = await newScreen();
    await screen.goto(`${app.url}/pair-display`);
    await screen.getByRole('button', { name: 'Show a code on this screen instead' }).click();
    const shown = screen.getByTestId('screen-pairing-code');
    await shown.waitFor();
    const code = (await shown.textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await screen.getByTestId('pairing-qr').getAttribute('data-value')).toBe(
      `${app.url}/?tab=locations&claim=${code}`,
    );

    await owner.getByRole('button', { name: 'Connect Shop Window' }).click();
    const dialog = connectDialog();
    await dialog.getByLabel('Screen code').fill('111111');
    await dialog.getByRole('button', { name: 'Connect screen' }).click();
    await dialog.getByText('Invalid or expired pairing code').waitFor();

    await dialog.getByLabel('Screen code').fill(code);
    await dialog.getByRole('button', { name: 'Connect screen' }).click();
    await toast(owner, 'Display Connected').waitFor();

    await screen.getByTestId('pairing-connected').waitFor();
    expect(await screen.getByTestId('pairing-connected').textContent()).toContain('Shop Window');
    const stored = await credential(screen);
    expect(stored).toMatchObject({ locationName: 'Shop Window' });
    const session = await screen.request.get(`${app.url}/api/display/session`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(session.status()).toBe(200);
    await screen.waitForURL(/\/display\?location=\d+$/, { timeout: 5000 });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await screenItems().filter({ hasText: 'Shop Window screen 2' }).waitFor();
  });

  it('opens the Connect dialog with the code filled in from the screen’s QR link, past sign-in', async () => {
    const screen = await newScreen();
    await screen.goto(`${app.url}/pair-display?mode=screen`);
    const code = (await screen.getByTestId('screen-pairing-code').textContent())?.trim() ?? '';

    // The owner scans it with a phone that is not signed in yet.
    const phone = await newScreen();
    await phone.goto((await screen.getByTestId('pairing-qr').getAttribute('data-value')) ?? '');
    await phone.waitForURL(/\/login$/);
    await phone.getByLabel('Email').fill(ownerEmail);
    await phone.getByLabel('Password', { exact: true }).fill('secret123');
    await phone.getByRole('button', { name: 'Sign In' }).click();

    const dialog = phone.getByRole('dialog', { name: 'Connect Display' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Screen code').inputValue()).toBe(code);
    await dialog.getByRole('button', { name: 'Connect screen' }).click();
    await screen.getByTestId('pairing-connected').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(new URL(phone.url()).searchParams.has('claim')).toBe(false);
    await phone.getByTestId('screen-item').filter({ hasText: 'Shop Window screen 3' }).waitFor();
  });
});

describe('managing paired screens', () => {
  it('renames a screen', async () => {
    await owner.getByRole('button', { name: 'Rename Shop Window screen 1' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Rename Screen' });
    await dialog.getByLabel('Screen name').fill('Left of the till');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(owner, 'Screen renamed').waitFor();
    await screenItems().filter({ hasText: 'Left of the till' }).waitFor();
  });

  it('revokes a screen after a confirmation, and its token stops working', async () => {
    const before = await owner.evaluate(async () => {
      const locations = (await (await fetch('/api/locations')).json()) as { id: number }[];
      return (await (await fetch(`/api/locations/${locations[0]!.id}/displays`)).json()) as {
        id: number;
        name: string;
      }[];
    });
    expect(before.map((d) => d.name)).toContain('Left of the till');

    await owner.getByRole('button', { name: 'Revoke Left of the till' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Revoke Left of the till?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(owner, 'Screen revoked').waitFor();
    await screenItems().filter({ hasText: 'Left of the till' }).waitFor({ state: 'detached' });

    // That was the first screen paired above: its stored token is refused from now on.
    const session = await owner.request.get(`${app.url}/api/display/session`, {
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(session.status()).toBe(401);
  });
});
