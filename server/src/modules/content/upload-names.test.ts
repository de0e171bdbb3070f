import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import { startContentTestServer } from '../../../test/support/content-test-server.js';
import { waitFor } from '../../../test/support/wait-for.js';

let s: Awaited<ReturnType<typeof startContentTestServer>>;
let token: string;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  s = await startContentTestServer();
  ({ token } = await s.api.register());
}, 120_000);
afterAll(async () => {
  // Let processing finish before the store and queue go away under it.
  await waitFor(async () => {
    const items = (await s.api.get<ContentItem[]>('/api/content', token)).body;
    return items.every((i) => i.status !== 'processing') || undefined;
  }, 60_000);
  await s?.close();
});

/** A multipart body written by hand, so the Content-Disposition is exactly what a client sends. */
async function uploadWithDisposition(disposition: string) {
  const boundary = 'marquee-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
      'utf8',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${s.url}/api/content/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as ContentItem };
}

describe('upload file names', () => {
  it('keeps a UTF-8 filename= exactly (as browsers send it)', async () => {
    const res = await uploadWithDisposition('filename="café-日本.png"');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.originalName).toBe('café-日本.png');
    expect((await s.api.get(`/api/content/${res.body.id}`, token)).body.originalName).toBe(
      'café-日本.png',
    );
  });

  it('reads an RFC 5987 filename*', async () => {
    const res = await uploadWithDisposition(
      `filename*=UTF-8''${encodeURIComponent('café-日本 ✓.png')}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.originalName).toBe('café-日本 ✓.png');
  });

  it('shortens a 300-character name to 255, keeping the extension so the type is recognised', async () => {
    const res = await uploadWithDisposition(`filename="${'a'.repeat(296)}.png"`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.originalName).toBe(`${'a'.repeat(251)}.png`);
    expect(res.body.contentType).toBe('image');
  });

  it('never cuts a character in half when shortening', async () => {
    // 300 astral characters (two UTF-16 units each) and the extension.
    const res = await uploadWithDisposition(`filename="${'😀'.repeat(300)}.png"`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const chars = Array.from(res.body.originalName);
    expect(chars).toHaveLength(255);
    expect(res.body.originalName).toBe(`${'😀'.repeat(251)}.png`);
    expect(res.body.originalName).not.toMatch(/\uFFFD/);
  });

  it('drops control characters from a file name instead of failing', async () => {
    const res = await uploadWithDisposition(
      `filename*=UTF-8''${encodeURIComponent('menu\u0000\u0007board.png')}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.originalName).toBe('menuboard.png');
  });
});
