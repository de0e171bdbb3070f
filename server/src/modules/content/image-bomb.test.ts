import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import { pngBomb, uploadFile } from '../../../test/support/media-fixtures.js';
import { startContentTestServer } from '../../../test/support/content-test-server.js';
import { waitFor } from '../../../test/support/wait-for.js';

let s: Awaited<ReturnType<typeof startContentTestServer>>;
let dir: string;
beforeAll(async () => {
  s = await startContentTestServer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-bomb-'));
}, 120_000);
afterAll(async () => {
  await s?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('a decompression-bomb image', () => {
  it('fails processing with a reason that says it is too large and names the limit', async () => {
    const { token } = await s.api.register();
    const file = path.join(dir, 'huge.png');
    await fs.writeFile(file, pngBomb(30_000, 30_000));
    const res = await uploadFile(s.url, token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = await waitFor(async () => {
      const got = (await s.api.get<ContentItem>(`/api/content/${res.body.id}`, token)).body;
      return got.status === 'processing' ? undefined : got;
    }, 60_000);
    expect(item.status).toBe('failed');
    expect(item.statusReason).toBe(
      'This image is too large to show (30000 × 30000 pixels). The limit is 268,402,689 pixels, for example 16383 × 16383. Scale it down and upload it again.',
    );
    // The server is fine afterwards.
    expect((await s.api.get('/readyz')).status).toBe(200);
  });
});
