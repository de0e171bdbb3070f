import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openContentSession } from './support/content-session.js';
import { dropFiles } from './support/drop-files.js';

// Opened while the file is collected, so every test below can name its parts directly. The
// server's upload limit is not the default 100 MB, so the drop zone must have asked for it.
const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const session = await openContentSession('uploads', { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
const { app, page, fx } = session;
afterAll(() => session.close());

const ACCEPTED =
  'Images (JPG, PNG, GIF, WebP), Videos (MP4, WebM, MOV, AVI), Audio (MP3, WAV, OGG), Documents (PDF, PPT, PPTX)';
const cards = () => page.getByTestId('content-card');
const uploadRow = (name: string) => page.getByTestId('upload-row').filter({ hasText: name });
const indicator = () => page.getByTestId('upload-indicator');

async function libraryNames(): Promise<string[]> {
  const res = await page.request.get(`${app.url}/api/content`);
  return ((await res.json()) as { originalName: string }[]).map((i) => i.originalName).sort();
}

const slowUplink = () => session.slowUplink(256 * 1024, 40);

/** Every progress text an upload row has shown, recorded in the page as it changes. */
async function recordProgressTexts() {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      document
        .querySelectorAll('[data-testid=upload-row]')
        .forEach((row) => seen.push(row.textContent ?? ''));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const UNIT = { Bytes: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
const bytes = (value: string, unit: string) => Number(value) * UNIT[unit as keyof typeof UNIT];

/** Each 'A of B' a row showed, in bytes. */
async function progressReadings(): Promise<{ sent: number; size: number }[]> {
  const texts = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  return texts.flatMap((t) => {
    const m = /([\d.]+) (Bytes|KB|MB|GB) of ([\d.]+) (Bytes|KB|MB|GB)/.exec(t);
    return m ? [{ sent: bytes(m[1]!, m[2]!), size: bytes(m[3]!, m[4]!) }] : [];
  });
}

describe('uploads on the Content tab', () => {
  it('states the server’s upload limit and refuses a bigger file without sending it', async () => {
    await page.goto(`${app.url}/?tab=content`);
    await page.getByText(`Supports: ${ACCEPTED} up to 8 MB`).waitFor();
    const sent: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().endsWith('/api/content/upload')) sent.push(r.url());
    };
    page.on('request', onRequest);
    try {
      const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
      tooBig.set([0xff, 0xd8, 0xff, 0xe0], 0);
      // From disk: a buffer this size crosses to the browser base64-encoded, slowly on a busy box.
      const tooBigFile = path.join(fx.dir, 'too-big.jpg');
      await fs.writeFile(tooBigFile, tooBig);
      await page.locator('input[type=file]').setInputFiles(tooBigFile);
      // The server's own 413 wording, given before a byte is sent.
      await uploadRow('too-big.jpg').getByText('File is larger than 8 MB').waitFor();
    } finally {
      page.off('request', onRequest);
    }
    expect(sent).toEqual([]);
    await page.getByRole('button', { name: 'Dismiss too-big.jpg' }).click();
    await uploadRow('too-big.jpg').waitFor({ state: 'detached' });
  });

  it('keeps a refused file of a mixed drop listed with the server’s reason until dismissed', async () => {
    await page.goto(`${app.url}/?tab=content`);
    await page.getByText('Your library is empty').waitFor();
    await recordProgressTexts();
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/content/upload') && r.status() === 415,
    );
    // photo.jpg is real; fake.jpg is a PDF named .jpg (only the server can tell); vector.svg is
    // refused by the drop zone itself, with the same words.
    await dropFiles(page, [fx.files.jpg!, fx.files.mislabelled!, fx.files.svg!]);
    const serverReason = ((await (await refused).json()) as { message: string }).message;
    expect(serverReason).toBe(`Unsupported file type. Accepted: ${ACCEPTED}.`);
    await uploadRow('fake.jpg').getByText(serverReason).waitFor();
    await uploadRow('vector.svg').getByText(serverReason).waitFor();
    expect(await page.getByTestId('upload-row').count()).toBe(3);

    // The good file finishes and its row clears itself (spec §2); the refused ones stay.
    await cards().filter({ hasText: 'photo.jpg' }).waitFor();
    await uploadRow('photo.jpg').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('upload-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Dismiss fake.jpg' }).click();
    await uploadRow('fake.jpg').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dismiss vector.svg' }).click();
    await page.getByText('Uploading files:').waitFor({ state: 'detached' });
    expect(await libraryNames()).toEqual(['photo.jpg']);
  });

  it('keeps an upload’s row, progress and Cancel across tab changes, with a header indicator', async () => {
    const size = 6 * 1024 * 1024;
    const big = Buffer.alloc(size, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const fullSpeed = await slowUplink();
    try {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
      const row = uploadRow('huge.jpg');
      await row.getByText(/of 6 MB/).waitFor();
      await indicator().waitFor();
      expect(await indicator().getAttribute('aria-label')).toMatch(
        /^Uploading 1 file, \d+% done\. Show uploads$/,
      );

      await page.getByRole('tab', { name: 'Locations' }).click();
      await page.getByRole('tab', { name: 'Locations', selected: true }).waitFor();
      expect(await row.count()).toBe(0);
      // The upload keeps going while another tab is shown.
      const before = await indicator().getAttribute('aria-label');
      await page.waitForFunction(
        (label) =>
          document.querySelector('[data-testid=upload-indicator]')?.getAttribute('aria-label') !==
          label,
        before,
      );

      await indicator().click();
      await page.getByRole('tab', { name: 'Content', selected: true }).waitFor();
      await row.getByText(/of 6 MB/).waitFor();
      const progress = Number(await row.getByRole('progressbar').getAttribute('aria-valuenow'));
      expect(progress).toBeGreaterThan(0);
      expect(progress).toBeLessThan(100);

      await page.getByRole('button', { name: 'Cancel upload of huge.jpg' }).click();
      await row.waitFor({ state: 'detached' });
      await indicator().waitFor({ state: 'detached' });
    } finally {
      await fullSpeed();
    }
    expect(await libraryNames()).toEqual(['photo.jpg']);
  });

  it('never shows more bytes sent than the file holds', async () => {
    const fullSpeed = await slowUplink();
    try {
      // Small enough that the multipart framing around it is a visible share of the request.
      await page.locator('input[type=file]').setInputFiles(fx.files.png!);
      await cards().filter({ hasText: 'logo.png' }).waitFor({ timeout: 30_000 });
    } finally {
      await fullSpeed();
    }
    const readings = await progressReadings();
    const size = (await fs.stat(fx.files.png!)).size;
    expect(readings.filter((r) => Math.abs(r.size - size) < 0.01 * size).length).toBeGreaterThan(0);
    for (const r of readings) expect(r.sent).toBeLessThanOrEqual(r.size);
  });
});

describe('renaming content', () => {
  it('renames from the library with Enter, checks the name, and Escape cancels', async () => {
    await page.getByRole('button', { name: 'Rename photo.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Content' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('   ');
    await name.press('Enter');
    await dialog.getByText('Name is required').waitFor();
    await name.fill('x'.repeat(256));
    await name.press('Enter');
    await dialog.getByText('At most 255 characters').waitFor();
    await name.fill('Will not stick');
    await name.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await libraryNames()).toContain('photo.jpg');

    await page.getByRole('button', { name: 'Rename photo.jpg' }).click();
    await name.fill('  Lunch menu.jpg  ');
    await name.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await cards().filter({ hasText: 'Lunch menu.jpg' }).waitFor();
  });

  it('renames from the preview, and both names survive a reload', async () => {
    await page.getByRole('button', { name: 'Preview logo.png' }).click();
    const preview = page.getByRole('dialog', { name: /^logo\.png/ });
    await preview.getByRole('button', { name: 'Rename logo.png' }).click();
    const name = page
      .getByRole('dialog', { name: 'Rename Content' })
      .getByRole('textbox', { name: 'Name' });
    await name.fill('Brand logo.png');
    await name.press('Enter');
    await page.getByRole('dialog', { name: 'Rename Content' }).waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: /^Brand logo\.png/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await cards().filter({ hasText: 'Brand logo.png' }).waitFor();
    await cards().filter({ hasText: 'Lunch menu.jpg' }).waitFor();
    expect(await libraryNames()).toEqual(['Brand logo.png', 'Lunch menu.jpg']);
  });
});
