import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openContentSession } from './support/content-session.js';
import { dropFiles } from './support/drop-files.js';

// Opened while the file is collected, so every test below can name its parts directly.
const session = await openContentSession('media');
const { app, page, fx } = session;
afterAll(() => session.close());

const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const cards = () => page.getByTestId('content-card');

describe('the Content tab', () => {
  it('shows the drop zone of spec §2 and an empty library', async () => {
    await page.goto(`${app.url}/?tab=content`);
    await page.getByText('Drop files here or click to upload').waitFor();
    await page
      .getByText(
        'Supports: Images (JPG, PNG, GIF, WebP), Videos (MP4, WebM, MOV, AVI), Audio (MP3, WAV, OGG), Documents (PDF, PPT, PPTX) up to 100 MB',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Choose Files' }).isVisible()).toBe(true);
    await page.getByText('Your library is empty').waitFor();
  });

  it('uploads three dropped files with a progress bar each, then shows their thumbnails', async () => {
    await dropFiles(page, [fx.files.jpg!, fx.files.mp4!, fx.files.pdf!]);
    await page.getByText('Uploading files:').waitFor();
    const rows = page.getByTestId('upload-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.filter({ hasText: '.DS_Store' }).count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBeGreaterThanOrEqual(3);
    await toast('File uploaded').first().waitFor();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid=content-card] img')).filter(
          (img) => (img as HTMLImageElement).naturalWidth > 0,
        ).length === 3,
      null,
      { timeout: 60_000 },
    );
    expect(await cards().count()).toBe(3);
    expect(await cards().filter({ hasText: 'Active' }).count()).toBe(3);
    // The finished list clears itself (spec §2: after 3 seconds).
    await page.getByText('Uploading files:').waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('filters by type and searches by name', async () => {
    await page.getByText('Videos', { exact: true }).click();
    await expect.poll(() => cards().count()).toBe(1);
    await page.getByText('All', { exact: true }).click();
    await page.getByLabel('Search by name').fill('doc');
    await expect.poll(() => cards().count()).toBe(1);
    await page.getByLabel('Search by name').fill('');
    await expect.poll(() => cards().count()).toBe(3);
  });

  it('previews the video with controls, and it loads', async () => {
    await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
    const video = page.locator('.mantine-Modal-body video');
    await video.waitFor();
    expect(await video.getAttribute('controls')).not.toBeNull();
    await page.waitForFunction(
      () =>
        (document.querySelector('.mantine-Modal-body video') as HTMLVideoElement).readyState >= 1,
    );
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0.5);
    await page.keyboard.press('Escape');
    await video.waitFor({ state: 'detached' });
  });

  it('previews the PDF page by page with open-in-new-tab', async () => {
    await page.getByRole('button', { name: 'Preview doc.pdf' }).click();
    const pageImage = page.getByRole('img', { name: 'doc.pdf, page 1 of 2' });
    await pageImage.waitFor();
    await page.getByRole('button', { name: '2' }).click();
    await page.getByRole('img', { name: 'doc.pdf, page 2 of 2' }).waitFor();
    const open = page.getByRole('link', { name: 'Open in new tab' });
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/media\/[0-9a-f]{32}\/original\.pdf$/);
    const pdf = await page.request.get(app.url + href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.keyboard.press('Escape');
  });

  it('deletes one item after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete photo.jpg' }).click();
    await page.getByRole('button', { name: 'Delete Content' }).click();
    await toast('Content deleted').waitFor();
    await expect.poll(() => cards().count()).toBe(2);
    expect(await cards().filter({ hasText: 'photo.jpg' }).count()).toBe(0);
  });

  it('cancels an upload in flight, and the server keeps nothing of it', async () => {
    // A slow uplink, so the upload is still running when Cancel is pressed.
    const fullSpeed = await session.slowUplink(512 * 1024, 20);
    const big = Buffer.alloc(8 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    // From disk: a buffer this size crosses to the browser base64-encoded, slowly on a busy box.
    const hugeFile = path.join(fx.dir, 'huge.jpg');
    await fs.writeFile(hugeFile, big);
    try {
      await page.locator('input[type=file]').setInputFiles(hugeFile);
      const row = page.getByTestId('upload-row').filter({ hasText: 'huge.jpg' });
      await row.getByText(/of 8 MB/).waitFor();
      await page.getByRole('button', { name: 'Cancel upload of huge.jpg' }).click();
      await row.waitFor({ state: 'detached' });
    } finally {
      await fullSpeed();
    }
    await page.waitForTimeout(1000);
    const list = (await (await page.request.get(`${app.url}/api/content`)).json()) as {
      originalName: string;
    }[];
    expect(list.map((i) => i.originalName)).not.toContain('huge.jpg');
    expect(await cards().count()).toBe(2);
  });

  it('refuses an unsupported file with the accepted types in words, until dismissed', async () => {
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    const row = page.getByTestId('upload-row').filter({ hasText: 'notes.txt' });
    await row
      .getByText(
        'Unsupported file type. Accepted: Images (JPG, PNG, GIF, WebP), Videos (MP4, WebM, MOV, AVI), Audio (MP3, WAV, OGG), Documents (PDF, PPT, PPTX).',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Dismiss notes.txt' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await cards().count()).toBe(2);
  });

  it('offers Retry processing on a failed item, and retrying processes it again', async () => {
    // Real MP4 header bytes, then zeros: accepted as a video, unreadable by ffprobe.
    const head = (await fs.readFile(fx.files.mp4!)).subarray(0, 64);
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.concat([head, Buffer.alloc(4000, 0)]),
    });
    const card = cards().filter({ hasText: 'broken.mp4' });
    const retry = card.getByRole('button', { name: 'Retry processing' });
    await retry.waitFor({ timeout: 60_000 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/retry'));
    await retry.click();
    const res = await answered;
    expect(res.status()).toBe(200);
    const retried = (await res.json()) as { id: string; status: string };
    expect(retried.status).toBe('processing');
    // Still unreadable: the server fails it a second time (it was 'processing' after the retry)…
    await expect
      .poll(
        async () => {
          const now = await page.request.get(`${app.url}/api/content/${retried.id}`);
          return ((await now.json()) as { status: string }).status;
        },
        { timeout: 60_000 },
      )
      .toBe('failed');
    // …and the card shows the reason with the button back.
    await expect
      .poll(() => card.textContent(), { timeout: 30_000 })
      .toMatch(/could not be read|no video/i);
    await retry.waitFor();
  });
});
