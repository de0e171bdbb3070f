import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT, type PlaybackChanged } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { pairScreens } from '../support/paired-screens.js';
import { parsePrometheusText, valueOf } from '../support/prometheus-text.js';
import { ownRedisServer, type OwnRedisServer } from '../support/redis-server.js';
import { startS3Server } from '../support/s3-server.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from '../support/server-process.js';
import { closeSockets, connected, record, socketTo } from '../support/sockets.js';
import { createRunDatabase } from '../support/test-database.js';
import { waitFor } from '../support/wait-for.js';
import { startWorkerProcess, type RunningWorker } from '../support/worker-process.js';
import { processed, uploadImage } from '../faults/fault-helpers.js';
import { startCaddy } from './caddy-process.js';
import { clusterNodeEnv } from './deploy-files.js';

// docker-compose.yml without Docker: Caddy with deploy/Caddyfile in front of two API nodes, the
// worker, PostgreSQL, a Redis of our own and an S3 server, every node configured from
// deploy/cluster.env. Each node has its own DATA_DIR, as containers do: media they share can
// only come from the bucket.
const admin = { email: 'ops@example.com', password: 'ops-pass-1' };
let main: string;
let redis: OwnRedisServer;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: RunningServer;
let b: RunningServer;
let worker: RunningWorker;
let proxy: Awaited<ReturnType<typeof startCaddy>>;
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-cluster-'));
  dataDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  main = buildServer();
  [redis, s3] = await Promise.all([ownRedisServer(), startS3Server('marquee-media')]);
  const { config } = s3;
  const env = clusterNodeEnv({
    databaseUrl: (await createRunDatabase('cluster')).url,
    redisUrl: redis.url,
    s3: { ...config, endpoint: config.endpoint!, ...config.credentials! },
  });
  // One node migrates first (the others would wait on the advisory lock anyway).
  a = await startServerProcess(main, {
    ...env,
    DATA_DIR: dataDir(),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  [b, worker] = await Promise.all([
    startServerProcess(main, { ...env, DATA_DIR: dataDir() }),
    startWorkerProcess(main, { ...env, DATA_DIR: dataDir() }),
  ]);
  proxy = await startCaddy({ static: [a.url, b.url].map((u) => new URL(u).host) });
});
afterAll(async () => {
  closeSockets();
  await proxy?.stop();
  for (const p of [a?.child, b?.child, worker?.child]) p?.kill('SIGKILL');
  await redis?.kill();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  removeBuild(main);
});

/**
 * The value Caddy's `lb_policy cookie` gives a client it sent to `host:port`: HMAC-SHA256 of the
 * upstream's dial address, keyed with the policy's secret (none in deploy/Caddyfile).
 */
const metricsText = async (base: string) => {
  const res = await fetch(`${base}/metrics`);
  expect(res.status, base).toBe(200);
  return res.text();
};

const stickyTo = (server: RunningServer) =>
  `marquee_lb=${crypto.createHmac('sha256', '').update(new URL(server.url).host).digest('hex')}`;

describe('the compose topology on loopback', () => {
  it('an upload through the proxy is processed by the worker and served by every node', async () => {
    const api = apiClient(proxy.url);
    const owner = await api.register();
    const upload = await uploadImage(proxy.url, owner.token);
    expect(upload.status).toBe(201);
    await processed(proxy.url, owner.token, upload.body.id);

    const item = (await api.get(`/api/content/${upload.body.id}`, owner.token)).body;
    const bodies = await Promise.all(
      [proxy, a, b].map(async (node) => {
        const res = await fetch(node.url + item.fileUrl);
        expect(res.status, node.url).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(bodies[0]!.subarray(1, 4).toString()).toBe('PNG');
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('/metrics on every process reports what the test did', async () => {
    // Prometheus scrapes each node on the internal network; the public front door never serves it.
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
    const api = apiClient(proxy.url);
    const owner = await api.register();
    const location = (await api.post('/api/locations', { name: 'Hall' }, owner.token)).body;
    const screens = await pairScreens(api, owner.token, location.id, 3);
    const auth = (s: { displayToken: string }) => ({
      token: s.displayToken,
      locationId: location.id,
    });
    const held = [
      socketTo(a.url, DISPLAY_NAMESPACE, { auth: auth(screens[0]!) }),
      socketTo(a.url, DISPLAY_NAMESPACE, { auth: auth(screens[1]!) }),
      socketTo(b.url, DISPLAY_NAMESPACE, { auth: auth(screens[2]!) }),
    ];
    await Promise.all(held.map(connected));
    const gauge = async (node: RunningServer) =>
      valueOf(parsePrometheusText(await metricsText(node.url)), 'marquee_connected_screens');
    await waitFor(async () => (await gauge(a)) === 2 && (await gauge(b)) === 1);

    // The first test's upload went through the proxy to one of the nodes and was processed by
    // the worker: the API nodes together counted the request by its route template, and the
    // worker counted the media job.
    const routeCount = async (node: RunningServer) =>
      parsePrometheusText(await metricsText(node.url))
        .filter(
          (s) =>
            s.name === 'marquee_http_request_duration_seconds_count' &&
            s.labels.route === '/api/content/upload',
        )
        .reduce((sum, s) => sum + s.value, 0);
    expect((await routeCount(a)) + (await routeCount(b))).toBeGreaterThanOrEqual(1);
    const workerPort = /"metricsPort":(\d+)/.exec(worker.output())?.[1];
    expect(workerPort).toBeDefined();
    const workerSamples = parsePrometheusText(await metricsText(`http://127.0.0.1:${workerPort}`));
    expect(
      valueOf(workerSamples, 'marquee_job_duration_seconds_count', {
        queue: 'media',
        outcome: 'completed',
      }),
    ).toBeGreaterThanOrEqual(1);

    for (const socket of held) socket.disconnect();
    await waitFor(async () => (await gauge(a)) === 0 && (await gauge(b)) === 0);
  });

  it('a screen on a node that dies reconnects through the proxy and gets the next change; the admin count stays right', async () => {
    const api = apiClient(proxy.url);
    const owner = await api.register();
    const location = (await api.post('/api/locations', { name: 'Lobby' }, owner.token)).body;
    const [viaProxy, onA, onB] = await pairScreens(api, owner.token, location.id, 3);
    const auth = (s: { displayToken: string }) => ({
      token: s.displayToken,
      locationId: location.id,
    });

    // The proxy hands out its sticky cookie: socket.io's long-polling requests must all reach
    // the node that holds their session.
    const probe = await fetch(`${proxy.url}/readyz`);
    expect([stickyTo(a), stickyTo(b)]).toContain(probe.headers.get('set-cookie')?.split(';')[0]);

    // The screen talks to the proxy as the player does (long-polling first, then the websocket
    // upgrade), held to node A by the cookie, and reconnects by itself.
    const screen: Socket = io(proxy.url + DISPLAY_NAMESPACE, {
      auth: auth(viaProxy!),
      extraHeaders: { cookie: stickyTo(a) },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    onTestFinished(() => void screen.disconnect());
    const connects = record(screen, 'connect');
    await waitFor(() => connects.length === 1);
    await waitFor(() => screen.io.engine.transport.name === 'websocket');
    const pushes = record<PlaybackChanged>(screen, PLAYBACK_CHANGED_EVENT);
    await connected(socketTo(a.url, DISPLAY_NAMESPACE, { auth: auth(onA!) }));
    await connected(socketTo(b.url, DISPLAY_NAMESPACE, { auth: auth(onB!) }));

    const adminToken = (await api.post('/api/login', admin)).body.sessionId as string;
    const connectedScreens = async () =>
      (await api.get('/api/admin/stats', adminToken)).body.connectedScreens as number;
    await waitFor(async () => (await connectedScreens()) === 3);

    a.child.kill('SIGKILL');
    await a.exited;
    await waitFor(() => connects.length === 2, 30_000);

    const upload = await uploadImage(proxy.url, owner.token);
    await processed(proxy.url, owner.token, upload.body.id);
    const order = await api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [upload.body.id] },
      owner.token,
    );
    expect(order.status).toBe(200);
    await waitFor(() => pushes.length >= 1);
    const playback = await api.get(
      `/api/locations/${location.id}/playback?revision=${pushes[0]!.revision}`,
      viaProxy!.displayToken,
    );
    expect(playback.body.playlist.map((p: { contentId: number }) => p.contentId)).toEqual([
      upload.body.id,
    ]);

    // Node A's screens leave the count when its heartbeat lapses; the one that moved counts once.
    await waitFor(async () => (await connectedScreens()) === 2, 45_000);
  });

  it("the proxy's DNS discovery (compose's mode) reaches a node by name", async () => {
    const byName = await startCaddy({
      dns: { host: 'localhost', port: Number(new URL(b.url).port) },
    });
    try {
      const res = await fetch(`${byName.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ready' });
    } finally {
      await byName.stop();
    }
  });
});
