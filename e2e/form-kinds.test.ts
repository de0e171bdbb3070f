import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ContentItem } from '@marquee/protocol';
import { launchBrowser } from './support/browser.js';
import { openPairedScreen, showLocation, watch } from './support/paired-screen.js';
import { startApp, type App } from './support/app-server.js';
import { apiClient } from '../server/test/support/api-client.js';
import { waitFor } from '../server/test/support/wait-for.js';

// Web pages a customer might show: a menu that allows framing, one that refuses it, and one
// whose server never answers. Served on 127.0.0.1, which WEB_PAGES_ALLOW_PRIVATE lets items name.
const hanging = new Set<Socket>();
const pages = http.createServer((req, res) => {
  if (req.url === '/hang') {
    hanging.add(req.socket);
    return;
  }
  if (req.url === '/deny') res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-type', 'text/html');
  res.end('<!doctype html><title>Menu</title><h1 id="menu">Soup of the day</h1>');
});
const pageUrl = (p: string) => `http://127.0.0.1:${(pages.address() as AddressInfo).port}${p}`;

let app: App;
let browser: BrowserContext;
let screenBrowser: BrowserContext;
let page: Page;
let screen: Page;
let locationId: number;
let shots: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  shots = process.env.FORM_SHOTS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-forms-'));
  pages.listen(0, '127.0.0.1');
  await once(pages, 'listening');
  app = await startApp({ WEB_PAGES_ALLOW_PRIVATE: 'true' });
  browser = await launchBrowser();
  page = await browser.newPage();
  const registered = await page.request.post(`${app.url}/api/register`, {
    data: {
      email: `kinds-${Date.now()}@cafe.test`,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Slides',
      companyName: 'Corner Cafe',
    },
  });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { sessionId: string }).sessionId;
  const api = apiClient(app.url);
  locationId = (await api.post('/api/locations', { name: 'Cafe Window' }, token)).body.id;
  ({ browser: screenBrowser, page: screen } = await openPairedScreen(app.url, token, {
    id: locationId,
    name: 'Cafe Window',
  }));
}, 120_000);

afterAll(async () => {
  await screenBrowser?.close();
  await browser?.close();
  await app?.stop();
  for (const socket of hanging) socket.destroy();
  pages.close();
});

const library = async () =>
  (await (await page.request.get(`${app.url}/api/content`)).json()) as ContentItem[];

/** Opens a form kind's dialog from the Content tab, as an owner would. */
async function openForm(label: 'Announcement slide' | 'Web page') {
  await page.goto(`${app.url}/?tab=content`);
  await page.getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('form', { name: label });
}

async function setDuration(form: ReturnType<Page['getByRole']>, seconds: number) {
  await form.getByLabel('Display duration').fill(String(seconds));
}

describe('form-made content', () => {
  it('makes an announcement slide in a form whose preview follows the typing', async () => {
    const form = await openForm('Announcement slide');
    await form.getByText('Sale', { exact: true }).click();
    await form.getByLabel('Title').fill('Half price pastries');
    await form.getByLabel('Text', { exact: true }).fill('Every afternoon\nfrom 3 pm');
    await setDuration(form, 3);
    const preview = form.getByTestId('form-preview');
    await preview.getByText('Half price pastries').waitFor();
    expect(await preview.getByTestId('announcement-slide').getAttribute('data-template')).toBe(
      'sale',
    );
    await page.screenshot({ path: path.join(shots, 'slide-form-desktop.png') });
    // A title past the limit is refused with the schema's own message before anything is sent.
    await form.getByLabel('Title').fill('x'.repeat(10_000));
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('The title can have at most 120 characters').waitFor();
    expect(await library()).toEqual([]);
    await form.getByLabel('Title').fill('Half price pastries');
    await form.getByLabel('Text colour').fill('#fff7d6');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('form', { name: 'Announcement slide' }).waitFor({ state: 'detached' });
    const slide = (await library()).find((i) => i.contentType === 'announcement-slide')!;
    expect(slide).toMatchObject({ originalName: 'Half price pastries', displayDuration: 3 });
    expect(slide.data).toMatchObject({ body: 'Every afternoon\nfrom 3 pm', textColor: '#fff7d6' });
    ids.slide = slide.id;
    // The library draws the slide itself as the card's picture.
    await page.getByTestId('content-card').getByText('Half price pastries').first().waitFor();
  });

  it('makes a web page with a live preview and says it is not kept offline', async () => {
    const form = await openForm('Web page');
    await form.getByLabel('Address').fill(pageUrl('/menu'));
    await setDuration(form, 3);
    await form.getByText('never stored on the screen', { exact: false }).waitFor();
    const framed = form.getByTestId('form-preview').locator('iframe');
    expect(await framed.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    await page
      .frameLocator('[data-testid=form-preview] iframe')
      .getByText('Soup of the day')
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'web-page-form-desktop.png') });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const item = (await library()).find((i) => i.contentType === 'web-page')!;
    expect(item).toMatchObject({ status: 'ready', displayDuration: 3 });
    ids.page = item.id;
  });

  it('refuses a javascript: address with a clear message', async () => {
    const form = await openForm('Web page');
    await form.getByLabel('Address').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Only http:// and https:// addresses can be shown on screens').waitFor();
  });

  it('marks a page that refuses framing so screens skip it, and says why on its card', async () => {
    const form = await openForm('Web page');
    await form.getByLabel('Address').fill(pageUrl('/deny'));
    await setDuration(form, 3);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const denied = (await library()).find((i) => i.status === 'failed')!;
    expect(denied.statusReason).toContain('X-Frame-Options: DENY');
    ids.denied = denied.id;
    await page
      .getByTestId('content-card')
      .getByText('does not allow other sites to show it', { exact: false })
      .waitFor();
  });

  it('plays the slide and the page on a paired screen, each for its duration, never the refused page', async () => {
    await showLocation(screen, app.url, locationId);
    const order = await watch(screen, 14_000);
    const cycle = [`${ids.slide}`, `${ids.page}`];
    const start = order.indexOf(cycle[0]!);
    expect(order.slice(start, start + 4)).toEqual([...cycle, ...cycle]);
    expect(order).not.toContain(`${ids.denied}`);
    // Two items of 3 s each: the counter and the countdown follow the durations set in the forms.
    expect(await screen.getByTestId('overlay-counter').textContent()).toMatch(/of 2/);
    // The slide is HTML text at the screen's size, the page a sandboxed live frame.
    await screen.getByTestId('slide-title').filter({ hasText: 'Half price pastries' }).waitFor();
    const size = await screen
      .getByTestId('slide-title')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThan(20);
    await screen
      .frameLocator('[data-testid=web-page] iframe')
      .getByText('Soup of the day')
      .waitFor();
    expect(await screen.locator('[data-testid=web-page] iframe').getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin',
    );
  });

  it('skips a page that never loads on the screen and reports it to the owner', async () => {
    const form = await openForm('Web page');
    await form.getByLabel('Address').fill(pageUrl('/hang'));
    await setDuration(form, 30);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    const hung = (await library()).find(
      (i) => i.data && (i.data as { url: string }).url.endsWith('/hang'),
    )!;
    expect(hung.statusReason).toContain('Could not check the page');
    // The screen gives up on it, shows the others, and its owner's screens list says why.
    await waitFor(async () => {
      const displays = (await (
        await page.request.get(`${app.url}/api/locations/${locationId}/displays`)
      ).json()) as { showing: { contentId: number; error?: string } | null }[];
      const showing = displays[0]?.showing;
      return showing?.contentId === hung.id && showing.error === 'it did not load';
    }, 60_000);
    const order = await watch(screen, 8_000);
    expect(order).toContain(`${ids.slide}`);
  });

  it('fits the forms on a phone', async () => {
    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [label, file] of [
        ['Announcement slide', 'slide-form-phone.png'],
        ['Web page', 'web-page-form-phone.png'],
      ] as const) {
        await phone.goto(`${app.url}/?tab=content`);
        await phone.getByRole('button', { name: label, exact: true }).click();
        const form = phone.getByRole('form', { name: label });
        await form.waitFor();
        if (label === 'Announcement slide') await form.getByLabel('Title').fill('Closed Monday');
        else await form.getByLabel('Address').fill(pageUrl('/menu'));
        await form.getByTestId('form-preview').waitFor();
        const box = await form.getByTestId('form-preview').boundingBox();
        expect(box!.width).toBeLessThanOrEqual(390);
        const overflow = await phone.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await phone.screenshot({ path: path.join(shots, file) });
      }
    } finally {
      await phone.close();
    }
  });
});
