import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NAMESPACE } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { closeSockets, connected, socketTo } from '../support/sockets.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from '../support/server-process.js';
import { alive, startWorkerProcess, type RunningWorker } from '../support/worker-process.js';
import { createRunDatabase } from '../support/test-database.js';
import { ownRedisServer } from '../support/redis-server.js';
import { tcpProxy } from '../support/tcp-proxy.js';
import { waitFor } from '../support/wait-for.js';
import { answerWithin, bearer, processed, uploadImage } from './fault-helpers.js';

// Two API nodes and a standalone worker reach PostgreSQL through a relay this test can cut.
let main: string;
let database: Awaited<ReturnType<typeof createRunDatabase>>;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let redis: Awaited<ReturnType<typeof ownRedisServer>>;
const nodes: RunningServer[] = [];
let worker: RunningWorker;
let dataDir: string;
let token: string;

const everyProcess = () => [...nodes.map((n) => n.child), worker.child];

beforeAll(async () => {
  main = buildServer();
  database = await createRunDatabase('pgout');
  proxy = await tcpProxy({ host: database.host, port: database.port });
  redis = await ownRedisServer();
  const url = new URL(database.url);
  url.port = String(proxy.port());
  dataDir = fs.mkdtempSync('/tmp/marquee-pgout-');
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redis.url, DATA_DIR: dataDir };
  // One at a time: the first migrates the fresh database.
  nodes.push(await startServerProcess(main, { ...env, RUN_WORKER: 'false' }));
  nodes.push(await startServerProcess(main, { ...env, RUN_WORKER: 'false' }));
  worker = await startWorkerProcess(main, env);
  token = (await apiClient(nodes[0]!.url).register()).token;
}, 120_000);

afterAll(async () => {
  closeSockets();
  await proxy?.start().catch(() => {});
  for (const p of [...nodes.map((n) => n.child), worker?.child]) p?.kill('SIGKILL');
  await redis?.kill();
  await proxy?.stop();
  if (main) removeBuild(main);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL faults', () => {
  it('survives pg_terminate_backend on every connection, and the next requests succeed', async () => {
    // Warm every pool so there are idle connections to lose.
    for (const n of nodes)
      expect((await answerWithin(`${n.url}/api/locations`, 5000, bearer(token))).status).toBe(200);

    expect(await database.terminateConnections()).toBeGreaterThan(0);

    for (const n of nodes) {
      await waitFor(
        async () =>
          (await answerWithin(`${n.url}/api/locations`, 5000, bearer(token))).status === 200,
      );
    }
    // The worker lost its connections too, and still processes an upload made now.
    const upload = await uploadImage(nodes[1]!.url, token);
    expect(upload.status).toBe(201);
    await processed(nodes[0]!.url, token, upload.body.id);
    expect(everyProcess().every(alive)).toBe(true);
  });

  it('answers 503 with Retry-After while the database is unreachable, and recovers when it returns', async () => {
    await proxy.stop();
    for (const n of nodes) {
      const api = await answerWithin(`${n.url}/api/locations`, 8000, bearer(token));
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(api.body.message).toEqual(expect.any(String));
      const login = await answerWithin(`${n.url}/api/login`, 8000, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
      });
      expect(login.status).toBe(503);
      // A dashboard's socket handshake is refused as "retry later", not crashed nor signed out.
      const dashboard = socketTo(n.url, DASHBOARD_NAMESPACE, { auth: { token } });
      await expect(connected(dashboard)).rejects.toThrow('Service unavailable');
      expect((await answerWithin(`${n.url}/healthz`, 2000)).status).toBe(200);
      expect((await answerWithin(`${n.url}/readyz`, 3000)).status).toBe(503);
    }

    await proxy.start();
    for (const n of nodes) {
      await waitFor(
        async () => (await answerWithin(`${n.url}/readyz`, 3000)).status === 200,
        15_000,
      );
      expect((await answerWithin(`${n.url}/api/locations`, 5000, bearer(token))).status).toBe(200);
    }
    const upload = await uploadImage(nodes[0]!.url, token);
    expect(upload.status).toBe(201);
    await processed(nodes[1]!.url, token, upload.body.id);
    expect(everyProcess().every(alive)).toBe(true);
  });
  it('answers 503 within seconds when the database stops answering, and recovers after', async () => {
    proxy.freeze();
    await Promise.all(
      nodes.map(async (n) => {
        // Bounded by the pool's connect and query timeouts, not by TCP's minutes.
        const api = await answerWithin(`${n.url}/api/locations`, 10_000, bearer(token));
        expect(api.status).toBe(503);
        expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await answerWithin(`${n.url}/readyz`, 3000)).status).toBe(503);
      }),
    );
    proxy.thaw();
    for (const n of nodes) {
      await waitFor(
        async () =>
          (await answerWithin(`${n.url}/api/locations`, 10_000, bearer(token))).status === 200,
        20_000,
      );
    }
    expect(everyProcess().every(alive)).toBe(true);
  });
});
