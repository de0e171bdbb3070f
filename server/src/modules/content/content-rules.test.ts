import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CONTENT_CHANGED_EVENT,
  DASHBOARD_NAMESPACE,
  type ContentChangedEvent,
  type ContentItem,
} from '@marquee/protocol';
import {
  makeMediaFixtures,
  uploadFile,
  type MediaFixtures,
} from '../../../test/support/media-fixtures.js';
import { startContentTestServer } from '../../../test/support/content-test-server.js';
import { waitFor } from '../../../test/support/wait-for.js';
import { contentRepo } from '@marquee/core/modules/content/content-repo.js';

let fx: MediaFixtures;
let s: Awaited<ReturnType<typeof startContentTestServer>>;

beforeAll(async () => {
  fx = await makeMediaFixtures();
  s = await startContentTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
  await fx?.close();
});

const storedKeys = async () => (await s.store.list('')).map((o) => o.key).sort();
const rowCount = async (token: string) => (await s.api.get('/api/content', token)).body.length;

async function ready(token: string, id: number): Promise<ContentItem> {
  return waitFor(async () => {
    const item = (await s.api.get<ContentItem>(`/api/content/${id}`, token)).body;
    return item.status === 'ready' ? item : undefined;
  }, 60_000);
}

describe('rejected uploads leave nothing behind', () => {
  it.each([
    ['svg', 415],
    ['html', 415],
    ['mislabelled', 415],
    ['empty', 400],
  ])('%s → %i, no row, no file, no temporary', async (label, status) => {
    const { token } = await s.api.register();
    const before = await storedKeys();
    const res = await uploadFile(s.url, token, fx.files[label]!);
    expect(res.status).toBe(status);
    if (status === 415) {
      expect(res.body.message).toMatch(
        /Accepted: Images \(JPG, PNG, GIF, WebP\),.*Documents \(PDF, PPT, PPTX\)\.$/,
      );
    }
    expect(await rowCount(token)).toBe(0);
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a real PNG named .pdf (bytes and extension must agree)', async () => {
    const { token } = await s.api.register();
    const res = await uploadFile(s.url, token, fx.files.png!, {}, 'report.pdf');
    expect(res.status).toBe(415);
    expect(await rowCount(token)).toBe(0);
  });

  it('gives field errors for a bad duration or a foreign location, and keeps nothing', async () => {
    const a = await s.api.register();
    const b = await s.api.register();
    const foreign = (await s.api.post('/api/locations', { name: 'Not yours' }, b.token)).body.id;
    const before = await storedKeys();
    const slow = await uploadFile(s.url, a.token, fx.files.jpg!, { displayDuration: '301' });
    expect(slow.status).toBe(400);
    expect(slow.body.errors).toEqual({
      displayDuration: 'Duration must be between 1 and 300 seconds',
    });
    const zero = await uploadFile(s.url, a.token, fx.files.jpg!, { displayDuration: '0' });
    expect(zero.body.errors).toEqual({
      displayDuration: 'Duration must be between 1 and 300 seconds',
    });
    const loc = await uploadFile(s.url, a.token, fx.files.jpg!, { locationIds: String(foreign) });
    expect(loc.status).toBe(400);
    expect(loc.body.errors).toEqual({ locationIds: 'Unknown location' });
    expect(await rowCount(a.token)).toBe(0);
    expect(await storedKeys()).toEqual(before);
  });

  it('answers 400 without a file, and 401 when signed out (nothing stored)', async () => {
    const { token } = await s.api.register();
    const form = new FormData();
    form.append('displayDuration', '10');
    const none = await fetch(`${s.url}/api/content/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(none.status).toBe(400);
    const before = await storedKeys();
    const anon = await fetch(`${s.url}/api/content/upload`, { method: 'POST', body: form });
    expect(anon.status).toBe(401);
    expect(await storedKeys()).toEqual(before);
  });

  it('cuts off a file one byte over MAX_UPLOAD_BYTES with 413, declared or streamed', async () => {
    const small = await startContentTestServer({ config: { maxUploadBytes: 1000 } });
    try {
      const { token } = await small.api.register();
      const body = Buffer.alloc(1001, 1);
      body.set([0xff, 0xd8, 0xff, 0xe0], 0);
      const form = new FormData();
      form.append('file', new Blob([body]), 'big.jpg');
      const res = await fetch(`${small.url}/api/content/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(
        'File is larger than 1000 Bytes',
      );
      // Chunked (no Content-Length): multer stops at the limit.
      const chunked = await rawUpload(small.url, token, body, { chunked: true });
      expect(chunked.status).toBe(413);
      // The answer goes out at the limit, while the temporary is still being removed.
      await waitFor(async () => (await small.store.list('')).length === 0);
      expect((await small.api.get('/api/content', token)).body).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('answers a body with no length that never ends at the limit, and hangs up', async () => {
    const small = await startContentTestServer({ config: { maxUploadBytes: 100_000 } });
    try {
      const { token } = await small.api.register();
      const result = await endlessUpload(small.url, token, 256 * 1024 * 1024);
      expect(result.status).toBe(413);
      // The server stopped reading: far less than the client was willing to send went out.
      expect(result.sent).toBeLessThan(64 * 1024 * 1024);
      await waitFor(async () => (await small.store.list('')).length === 0);
      expect((await small.api.get('/api/content', token)).body).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('an aborted upload leaves no temporary', async () => {
    const { token } = await s.api.register();
    const before = await storedKeys();
    await rawUpload(s.url, token, Buffer.alloc(200_000, 7), { abortAfter: 100_000 });
    await waitFor(async () => JSON.stringify(await storedKeys()) === JSON.stringify(before));
    expect(await rowCount(token)).toBe(0);
  });
});

/** Splits a multipart/byteranges body into its parts (RFC 9110 §14.6). */
function parseByteRanges(body: Buffer, boundary: string) {
  const text = body.toString('latin1');
  expect(text.endsWith(`\r\n--${boundary}--\r\n`)).toBe(true);
  return text
    .slice(0, text.lastIndexOf(`\r\n--${boundary}--`))
    .split(new RegExp(`(?:^|\r\n)--${boundary}\r\n`))
    .slice(1)
    .map((part) => {
      const [head, ...rest] = part.split('\r\n\r\n');
      const headers = Object.fromEntries(
        head!.split('\r\n').map((line) => {
          const [name, value] = line.split(': ');
          return [name!.toLowerCase(), value!];
        }),
      );
      return {
        contentType: headers['content-type'],
        contentRange: headers['content-range'],
        body: Buffer.from(rest.join('\r\n\r\n'), 'latin1'),
      };
    });
}

/** Streams a JPEG part with no length until the server hangs up or `most` bytes went out. */
function endlessUpload(
  baseUrl: string,
  token: string,
  most: number,
): Promise<{ status: number; sent: number }> {
  const boundary = 'marqueeboundary';
  const req = http.request(`${baseUrl}/api/content/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  let status = 0;
  let sent = 0;
  req.on('response', (res) => {
    status = res.statusCode ?? 0;
    res.resume();
  });
  req.on('error', () => {});
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024, 1);
  chunk.set([0xff, 0xd8, 0xff, 0xe0], 0);
  const pump = () => {
    while (!req.destroyed && sent < most) {
      sent += chunk.length;
      if (!req.write(chunk)) return void req.once('drain', pump);
    }
    if (!req.destroyed) req.end();
  };
  pump();
  return new Promise((resolve) => req.on('close', () => resolve({ status, sent })));
}

/** A hand-made multipart request, to stream without a length or to hang up half way. */
function rawUpload(
  baseUrl: string,
  token: string,
  file: Buffer,
  opts: { chunked?: boolean; abortAfter?: number },
): Promise<{ status: number }> {
  const boundary = 'marqueeboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const req = http.request(`${baseUrl}/api/content/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(opts.chunked ? {} : { 'content-length': head.length + file.length + tail.length }),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', () => resolve({ status: 0 }));
    req.write(head);
    if (opts.abortAfter !== undefined) {
      req.write(file.subarray(0, opts.abortAfter), () => setTimeout(() => req.destroy(), 100));
      return;
    }
    req.write(file);
    req.end(tail);
  });
}

describe('ownership, listing, renaming, deleting', () => {
  it('lists the owner’s items newest first; another account gets 404 everywhere', async () => {
    const a = await s.api.register();
    const b = await s.api.register();
    const first = (await uploadFile(s.url, a.token, fx.files.png!)).body;
    const second = (await uploadFile(s.url, a.token, fx.files.jpg!)).body;
    expect((await s.api.get('/api/content', a.token)).body.map((c: ContentItem) => c.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await s.api.get('/api/content', b.token)).body).toEqual([]);
    expect((await s.api.get(`/api/content/${first.id}`, b.token)).status).toBe(404);
    expect(
      (await s.api.patch(`/api/content/${first.id}`, { originalName: 'x' }, b.token)).status,
    ).toBe(404);
    expect((await s.api.del(`/api/content/${first.id}`, b.token)).status).toBe(404);
    expect((await s.api.get(`/api/content/${first.id}`, a.token)).body.originalName).toBe(
      'logo.png',
    );
    expect((await s.api.get('/api/content/abc', a.token)).status).toBe(404);
    expect((await s.api.get('/api/content', undefined)).status).toBe(401);
  });

  it('plays a video for its own length, unless a duration was chosen', async () => {
    const { token } = await s.api.register();
    const loc = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body.id;
    const up = await uploadFile(s.url, token, fx.files.mp4!, { locationIds: String(loc) });
    const item = await ready(token, up.body.id);
    expect(item.displayDuration).toBe(1);
    const [entry] = (await s.api.get(`/api/locations/${loc}/playlist`, token)).body;
    expect(entry).toMatchObject({ contentId: item.id, displayDuration: 1, ownDuration: null });
    const chosen = await uploadFile(s.url, token, fx.files.webm!);
    await s.api.patch(`/api/content/${chosen.body.id}`, { displayDuration: 30 }, token);
    expect((await ready(token, chosen.body.id)).displayDuration).toBe(30);
  }, 60_000);

  it('renames and sets the default duration (1–300 s), with spec messages', async () => {
    const { token } = await s.api.register();
    const item = (await uploadFile(s.url, token, fx.files.png!)).body;
    const ok = await s.api.patch(
      `/api/content/${item.id}`,
      { originalName: '  Menu board ', displayDuration: 42 },
      token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ originalName: 'Menu board', displayDuration: 42 });
    const bad = await s.api.patch(`/api/content/${item.id}`, { displayDuration: 999 }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      displayDuration: 'Duration must be between 1 and 300 seconds',
    });
    const empty = await s.api.patch(`/api/content/${item.id}`, { originalName: ' ' }, token);
    expect(empty.body.errors).toEqual({ originalName: 'Name is required' });
  });

  it('appends to the chosen playlists; delete removes entries, files and renditions', async () => {
    const { token, user } = await s.api.register();
    const l1 = (await s.api.post('/api/locations', { name: 'One' }, token)).body.id;
    const l2 = (await s.api.post('/api/locations', { name: 'Two' }, token)).body.id;
    const up = await uploadFile(s.url, token, fx.files.pdf!, {
      locationIds: [String(l1), String(l2)],
    });
    expect(up.status).toBe(201);
    const item = await ready(token, up.body.id);
    const repo = contentRepo(s.database.db);
    const entries = await repo.playlistEntries(user.id, item.id);
    expect(entries.map((e) => [e.locationId, e.position, e.displayDuration])).toEqual([
      [l1, 0, null],
      [l2, 0, null],
    ]);
    expect(await repo.playlistEntries(user.id + 1000, item.id)).toEqual([]);
    const folder = item.originalUrl!.split('/')[2]!;
    expect((await s.store.list(`${folder}/`)).length).toBeGreaterThanOrEqual(4);
    // Served once before the delete, so the server has it in mind.
    expect((await fetch(s.url + item.fileUrl)).status).toBe(200);
    expect((await s.api.del(`/api/content/${item.id}`, token)).status).toBe(204);
    expect((await s.api.get(`/api/content/${item.id}`, token)).status).toBe(404);
    expect(await repo.playlistEntries(user.id, item.id)).toEqual([]);
    expect(await s.store.list(`${folder}/`)).toEqual([]);
    expect((await fetch(s.url + item.thumbnailUrl)).status).toBe(404);
    const gone = await fetch(s.url + item.fileUrl);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBeNull();
  }, 60_000);
});

describe('media serving', () => {
  it('serves Range requests (206) with caching and sandboxing headers', async () => {
    const { token } = await s.api.register();
    const item = await ready(token, (await uploadFile(s.url, token, fx.files.mp4!)).body.id);
    const whole = Buffer.from(await (await fetch(s.url + item.fileUrl)).arrayBuffer());
    expect(whole.length).toBe(item.fileSize);
    const res = await fetch(s.url + item.fileUrl, { headers: { range: 'bytes=100-1099' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1099/${item.fileSize}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(whole.subarray(100, 1100));
    const tailRes = await fetch(s.url + item.fileUrl, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tailRes.arrayBuffer())).toEqual(whole.subarray(whole.length - 10));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(s.url + item.fileUrl, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const unsatisfiable = await fetch(s.url + item.fileUrl, {
      headers: { range: 'bytes=999999-' },
    });
    expect(unsatisfiable.status).toBe(416);

    // Several ranges: one multipart/byteranges answer, overlapping ones merged.
    const multi = await fetch(s.url + item.fileUrl, {
      headers: { range: 'bytes=0-9, 50-59, 55-69, -5' },
    });
    expect(multi.status).toBe(206);
    const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(
      multi.headers.get('content-type')!,
    )?.[1];
    expect(boundary).toBeTruthy();
    const body = Buffer.from(await multi.arrayBuffer());
    expect(Number(multi.headers.get('content-length'))).toBe(body.length);
    const parts = parseByteRanges(body, boundary!);
    expect(parts.map((p) => p.contentRange)).toEqual([
      `bytes 0-9/${item.fileSize}`,
      `bytes 50-69/${item.fileSize}`,
      `bytes ${item.fileSize - 5}-${item.fileSize - 1}/${item.fileSize}`,
    ]);
    expect(parts.map((p) => p.contentType)).toEqual(['video/mp4', 'video/mp4', 'video/mp4']);
    expect(parts[0]!.body).toEqual(whole.subarray(0, 10));
    expect(parts[1]!.body).toEqual(whole.subarray(50, 70));
    expect(parts[2]!.body).toEqual(whole.subarray(whole.length - 5));

    // If-Range with another validator, or absurdly many ranges, get the whole file.
    const stale = await fetch(s.url + item.fileUrl, {
      headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
    });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(whole);
    const many = Array.from({ length: 40 }, (_, i) => `${i * 20}-${i * 20 + 1}`).join(',');
    const greedy = await fetch(s.url + item.fileUrl, { headers: { range: `bytes=${many}` } });
    expect(greedy.status).toBe(200);
    expect(Number(greedy.headers.get('content-length'))).toBe(item.fileSize);
    await greedy.arrayBuffer();
    const head = await fetch(s.url + item.fileUrl, {
      method: 'HEAD',
      headers: { range: 'bytes=0-9, 50-59, 55-69, -5' },
    });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe(multi.headers.get('content-length'));
  }, 60_000);

  it('404s guessed, malformed and temporary keys', async () => {
    expect((await fetch(`${s.url}/media/${'0'.repeat(32)}/original.jpg`)).status).toBe(404);
    expect((await fetch(`${s.url}/media/tmp/abc`)).status).toBe(404);
    expect((await fetch(`${s.url}/media/..%2f..%2fetc/passwd`)).status).toBe(404);
  });
});

describe('realtime', () => {
  it('tells the owner’s dashboards (and only theirs) when processing finishes', async () => {
    const a = await s.api.register();
    const b = await s.api.register();
    const url = s.url + DASHBOARD_NAMESPACE;
    const sockets: Socket[] = [];
    const heard = { a: [] as ContentChangedEvent[], b: [] as ContentChangedEvent[] };
    for (const [who, token] of [
      ['a', a.token],
      ['b', b.token],
    ] as const) {
      const socket = connect(url, { auth: { token }, transports: ['websocket'] });
      socket.on(CONTENT_CHANGED_EVENT, (e: ContentChangedEvent) => heard[who].push(e));
      sockets.push(socket);
      await waitFor(() => socket.connected);
    }
    const anon = connect(url, { transports: ['websocket'] });
    const refused = await new Promise<string>((r) => anon.on('connect_error', (e) => r(e.message)));
    expect(refused).toBe('Unauthorized');
    anon.close();
    try {
      const id = (await uploadFile(s.url, a.token, fx.files.png!)).body.id;
      await waitFor(() => heard.a.some((e) => e.id === id && e.status === 'ready'));
      expect(heard.b).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});

describe('without the optional packages (a fresh laptop)', () => {
  it('keeps items usable and says which package adds what', async () => {
    const bare = await startContentTestServer({
      tools: {
        ffmpeg: '/nonexistent/ffmpeg',
        ffprobe: '/nonexistent/ffprobe',
        pdftoppm: '/nonexistent/pdftoppm',
        pdfinfo: '/nonexistent/pdfinfo',
        soffice: '/nonexistent/soffice',
      },
    });
    try {
      const { token } = await bare.api.register();
      const done = async (label: string) => {
        const id = (await uploadFile(bare.url, token, fx.files[label]!)).body.id;
        return waitFor(async () => {
          const item = (await bare.api.get<ContentItem>(`/api/content/${id}`, token)).body;
          return item.status === 'ready' ? item : undefined;
        });
      };
      expect((await done('mp4')).statusReason).toMatch(/ffmpeg package/);
      expect((await done('pdf')).statusReason).toMatch(/poppler-utils/);
      expect((await done('pptx')).statusReason).toMatch(/libreoffice-impress/);
      const image = await done('png');
      expect(image.statusReason).toBeNull();
      expect(image.thumbnailUrl).not.toBeNull();
    } finally {
      await bare.close();
    }
  });

  it('marks a damaged file failed with a human reason', async () => {
    const { token } = await s.api.register();
    // Real MP4 header bytes, then garbage: accepted by type, unreadable by ffprobe.
    const head = Buffer.from(
      await (await import('node:fs/promises')).readFile(fx.files.mp4!),
    ).subarray(0, 64);
    const broken = `${fx.dir}/broken.mp4`;
    await (
      await import('node:fs/promises')
    ).writeFile(broken, Buffer.concat([head, Buffer.alloc(4000, 0)]));
    const id = (await uploadFile(s.url, token, broken)).body.id;
    const item = await waitFor(async () => {
      const it = (await s.api.get<ContentItem>(`/api/content/${id}`, token)).body;
      return it.status === 'failed' ? it : undefined;
    }, 30_000);
    expect(item.statusReason).toMatch(/could not be read|no video/i);
  });
});
