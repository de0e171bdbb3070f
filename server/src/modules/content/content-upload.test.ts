import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import {
  makeMediaFixtures,
  uploadFile,
  type MediaFixtures,
} from '../../../test/support/media-fixtures.js';
import { startContentTestServer } from '../../../test/support/content-test-server.js';
import { waitFor } from '../../../test/support/wait-for.js';

const run = promisify(execFile);
let fx: MediaFixtures;
let s: Awaited<ReturnType<typeof startContentTestServer>>;
let token: string;

beforeAll(async () => {
  fx = await makeMediaFixtures();
  s = await startContentTestServer();
  ({ token } = await s.api.register());
}, 120_000);
afterAll(async () => {
  await s?.close();
  await fx?.close();
});

async function uploadAndProcess(label: string, fields = {}): Promise<ContentItem> {
  const res = await uploadFile(s.url, token, fx.files[label]!, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('processing');
  return waitFor(async () => {
    const item = (await s.api.get<ContentItem>(`/api/content/${res.body.id}`, token)).body;
    if (item.status === 'failed') throw new Error(`failed: ${item.statusReason}`);
    return item.status === 'ready' ? item : undefined;
  }, 90_000);
}

async function fetchOk(url: string) {
  const res = await fetch(s.url + url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function probeCodec(url: string): Promise<string> {
  const file = `${fx.dir}/probe-${Math.random().toString(36).slice(2)}`;
  await fs.writeFile(file, await fetchOk(url));
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name',
    '-of',
    'csv=p=0',
    file,
  ]);
  return stdout.trim();
}

describe('upload → processing → ready, per type', () => {
  it.each(['jpg', 'png', 'gif', 'webp'])(
    'image %s: dimensions and a 320-px WebP thumbnail',
    async (label) => {
      const item = await uploadAndProcess(label);
      expect(item).toMatchObject({
        contentType: 'image',
        width: 320,
        height: 240,
        statusReason: null,
      });
      expect(item.fileUrl).toBe(item.originalUrl);
      const thumb = await fetchOk(item.thumbnailUrl!);
      expect(thumb.subarray(8, 12).toString()).toBe('WEBP');
    },
  );

  it.each(['mp4', 'webm'])(
    'browser-playable video %s: duration, size, poster, plays the original',
    async (label) => {
      const item = await uploadAndProcess(label);
      expect(item).toMatchObject({ contentType: 'video', width: 320, height: 240 });
      expect(item.mediaDuration).toBeGreaterThan(0.8);
      expect(item.mediaDuration).toBeLessThan(1.5);
      expect(item.displayDuration).toBe(Math.ceil(item.mediaDuration!));
      expect(item.fileUrl).toBe(item.originalUrl);
      await fetchOk(item.thumbnailUrl!);
    },
    60_000,
  );

  it.each(['hevc', 'mov', 'avi'])(
    'unplayable video %s is transcoded to H.264/AAC MP4',
    async (label) => {
      const item = await uploadAndProcess(label);
      expect(item.fileUrl).not.toBe(item.originalUrl);
      expect(item.fileUrl).toMatch(/\/play\.mp4$/);
      expect(item.mimeType).toBe('video/mp4');
      expect(await probeCodec(item.fileUrl!)).toBe('h264');
      await fetchOk(item.thumbnailUrl!);
    },
    90_000,
  );

  it('keeps a display duration given at upload instead of the video length', async () => {
    const item = await uploadAndProcess('mp4', { displayDuration: '25' });
    expect(item.displayDuration).toBe(25);
  }, 60_000);

  it.each(['mp3', 'wav', 'ogg'])(
    'audio %s: duration',
    async (label) => {
      const item = await uploadAndProcess(label);
      expect(item.contentType).toBe('audio');
      expect(item.mediaDuration).toBeGreaterThan(0.8);
      expect(item.thumbnailUrl).toBeNull();
    },
    60_000,
  );

  it('PDF: page count, every page as a slide image, page 1 as thumbnail', async () => {
    const item = await uploadAndProcess('pdf');
    expect(item).toMatchObject({
      contentType: 'document',
      mimeType: 'application/pdf',
      pageCount: 2,
    });
    expect(item.pageUrls).toHaveLength(2);
    for (const url of item.pageUrls)
      expect((await fetchOk(url)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await fetchOk(item.thumbnailUrl!);
  }, 60_000);

  it.each(['pptx', 'ppt'])(
    'presentation %s: converted to PDF, pages rendered',
    async (label) => {
      const item = await uploadAndProcess(label);
      expect(item.contentType).toBe('document');
      expect(item.pageCount).toBe(2);
      expect(item.pageUrls).toHaveLength(2);
      expect((await fetchOk(item.documentUrl!)).subarray(0, 5).toString()).toBe('%PDF-');
      await fetchOk(item.thumbnailUrl!);
    },
    120_000,
  );
});
