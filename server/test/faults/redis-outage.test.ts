import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from '../support/server-process.js';
import { alive } from '../support/worker-process.js';
import { createRunDatabase } from '../support/test-database.js';
import { ownRedisServer } from '../support/redis-server.js';
import { closeSockets, connected, record, socketTo } from '../support/sockets.js';
import { waitFor } from '../support/wait-for.js';
import { answerWithin, bearer, processed, uploadImage } from './fault-helpers.js';

// Two API nodes on one Redis of this test's own: A serves the screen, B also takes the jobs.
let main: string;
let redis: Awaited<ReturnType<typeof ownRedisServer>>;
let a: RunningServer;
let b: RunningServer;
let dataDir: string;

beforeAll(async () => {
  main = buildServer();
  const database = await createRunDatabase('redisout');
  redis = await ownRedisServer();
  dataDir = fs.mkdtempSync('/tmp/marquee-redisout-');
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, DATA_DIR: dataDir };
  // info: node A's log is read for the rate limits' "away" and "back" lines.
  a = await startServerProcess(main, { ...env, RUN_WORKER: 'false', LOG_LEVEL: 'info' });
  b = await startServerProcess(main, env);
}, 120_000);

afterAll(async () => {
  closeSockets();
  for (const s of [a, b]) s?.child.kill('SIGKILL');
  await redis?.kill();
  if (main) removeBuild(main);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('Redis outage', () => {
  it('keeps login, pairing and uploads working, and resumes pushes and jobs when Redis returns', async () => {
    const owner = await apiClient(b.url).register();
    const location = (await apiClient(b.url).post('/api/locations', { name: 'Quay' }, owner.token))
      .body;
    const code = (
      await apiClient(b.url).post(`/api/locations/${location.id}/pairing-code`, {}, owner.token)
    ).body.pairingCode;
    const screen = (await apiClient(a.url).post('/api/pair-display', { code })).body;
    const socket = socketTo(a.url, DISPLAY_NAMESPACE, {
      auth: { token: screen.displayToken, locationId: location.id },
    });
    await connected(socket);
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);

    await redis.kill();

    for (const n of [a, b]) {
      // Not ready, said at once rather than after Redis returns.
      expect((await answerWithin(`${n.url}/readyz`, 1500)).status).toBe(503);
      expect((await answerWithin(`${n.url}/healthz`, 1500)).status).toBe(200);
    }
    const login = { email: owner.user.email, password: owner.password };
    expect((await answerWithin(`${a.url}/api/login`, 5000, json(login))).status).toBe(200);
    const wrong = await answerWithin(
      `${a.url}/api/login`,
      5000,
      json({ ...login, password: 'nope-nope' }),
    );
    expect(wrong.status).toBe(401);
    const fresh = await answerWithin(`${a.url}/api/locations/${location.id}/pairing-code`, 5000, {
      ...json({}),
      headers: { 'content-type': 'application/json', ...bearer(owner.token).headers },
    });
    expect(fresh.status).toBe(201);
    const paired = await answerWithin(
      `${a.url}/api/pair-display`,
      5000,
      json({ code: fresh.body.pairingCode }),
    );
    expect(paired.status).toBe(200);
    const during = await uploadImage(a.url, owner.token);
    expect(during.status).toBe(201);
    expect(a.output()).toContain('rate limits count in this process');

    await redis.start();

    for (const n of [a, b])
      await waitFor(
        async () => (await answerWithin(`${n.url}/readyz`, 3000)).status === 200,
        20_000,
      );
    // A change made through B reaches the screen on A through Redis again. Node A's subscriber
    // may re-subscribe a moment after it is ready, so the change is repeated until one arrives.
    await waitFor(async () => {
      const isActive = pushes.length % 2 === 0;
      await apiClient(b.url).put(`/api/locations/${location.id}`, { isActive }, owner.token);
      return waitFor(() => pushes.length > 0, 1000).catch(() => false);
    }, 20_000);
    const after = await uploadImage(a.url, owner.token);
    expect(after.status).toBe(201);
    await processed(a.url, owner.token, after.body.id);
    expect((await answerWithin(`${a.url}/api/login`, 5000, json(login))).status).toBe(200);
    expect(a.output()).toContain('rate limits are shared across nodes again');
    expect([a.child, b.child].every(alive)).toBe(true);
  });
});
