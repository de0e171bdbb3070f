import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAMESPACE, SERVER_DRAINING_EVENT, type ServerDraining } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { buildServer, removeBuild, startServerProcess } from '../support/server-process.js';
import { closeSockets, connected, record, socketTo } from '../support/sockets.js';
import { ownRedisServer, type OwnRedisServer } from '../support/redis-server.js';
import { createRunDatabase } from '../support/test-database.js';
import { pairScreens } from '../support/paired-screens.js';
import { waitFor } from '../support/wait-for.js';

const SCREENS = 20;
const SOCKETS_PER_SCREEN = 10;
// A 1×1 PNG: the upload is real, only its body arrives slowly.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An upload whose body is sent in two halves; the second half waits for `release`. */
function slowUpload(url: string, token: string, release: Promise<void>) {
  const boundary = `drain${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${url}/api/content/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const firstPart = body.length - PNG.length / 2;
    req.write(body.subarray(0, firstPart));
    void release.then(() => req.end(body.subarray(firstPart)));
  });
}

let main: string;
let redis: OwnRedisServer | undefined;
beforeAll(() => {
  main = buildServer();
});
afterAll(async () => {
  closeSockets();
  await redis?.kill();
  removeBuild(main);
});

describe.each([
  [
    'embedded',
    async () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-drain-')) }),
  ],
  [
    'PostgreSQL + Redis',
    async () => {
      redis = await ownRedisServer();
      return {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-drain-')),
        DATABASE_URL: (await createRunDatabase('drain')).url,
        REDIS_URL: redis.url,
      };
    },
  ],
])('SIGTERM with screens connected (%s)', (_mode, environment) => {
  it('sends every screen elsewhere, finishes the request in flight and exits 0', async () => {
    const env = await environment();
    const server = await startServerProcess(main, env);
    const api = apiClient(server.url);
    const owner = await api.register();
    const location = (await api.post('/api/locations', { name: 'Depot' }, owner.token)).body;
    const screens = await pairScreens(api, owner.token, location.id, SCREENS);
    const sockets = screens.flatMap((screen) =>
      Array.from({ length: SOCKETS_PER_SCREEN }, () =>
        socketTo(server.url, DISPLAY_NAMESPACE, {
          auth: { token: screen.displayToken, locationId: location.id },
        }),
      ),
    );
    await Promise.all(sockets.map(connected));
    const hints = sockets.map((s) => record<ServerDraining>(s, SERVER_DRAINING_EVENT));
    const dropped = sockets.map((s) => new Promise((r) => s.once('disconnect', r)));

    let release!: () => void;
    const upload = slowUpload(server.url, owner.token, new Promise((r) => (release = r)));
    // In flight for sure once the server has started writing the file it is receiving.
    const receiving = path.join(env.DATA_DIR, 'media', 'tmp');
    await waitFor(() => fs.existsSync(receiving) && fs.readdirSync(receiving).length > 0);
    server.child.kill('SIGTERM');
    await Promise.all(dropped);
    // Not accepting any more, while the upload is still being received.
    await waitFor(() =>
      fetch(`${server.url}/readyz`).then(
        () => false,
        () => true,
      ),
    );
    release();

    const answer = await upload;
    expect(answer.status, server.output()).toBe(201);
    expect(JSON.parse(answer.body).originalName).toBe('slow.png');
    expect(await server.exited).toBe(0);
    expect(hints.every((h) => h.length === 1 && Number.isInteger(h[0]!.reconnectInMs))).toBe(true);
    expect(server.output()).not.toMatch(/drain did not finish|cut requests/);
  });
});
