import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  CONTENT_CHANGED_EVENT,
  DASHBOARD_NAMESPACE,
  type ContentChangedEvent,
} from '@marquee/protocol';
import { apiClient } from './support/api-client.js';
import { ownRedisServer, type OwnRedisServer } from './support/redis-server.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from './support/server-process.js';
import { startWorkerProcess, type RunningWorker } from './support/worker-process.js';
import { closeSockets, connected, record, socketTo } from './support/sockets.js';
import { createRunDatabase } from './support/test-database.js';
import { waitFor } from './support/wait-for.js';

// The standalone worker has no sockets: what it publishes reaches a dashboard connected to an
// API node only through Redis (its emitter, the node's adapter). The node takes no jobs and
// content changes are not relayed between nodes, so the push can only have come from the worker.
let main: string;
let root: string;
let redis: OwnRedisServer;
let api: RunningServer;
let worker: RunningWorker;

beforeAll(async () => {
  main = buildServer();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-wpushes-'));
  redis = await ownRedisServer();
  const database = await createRunDatabase('wpushes');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(root, 'data'),
  };
  api = await startServerProcess(main, { ...env, RUN_WORKER: 'false' });
  worker = await startWorkerProcess(main, env);
}, 120_000);

afterAll(async () => {
  closeSockets();
  for (const p of [api?.child, worker?.child]) p?.kill('SIGKILL');
  await redis?.kill();
  if (main) removeBuild(main);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe("the standalone worker's pushes", () => {
  it('an item the worker processed is pushed to its owner’s dashboard on an API node', async () => {
    const owner = await apiClient(api.url).register();
    const dashboard = socketTo(api.url, DASHBOARD_NAMESPACE, { auth: { token: owner.token } });
    const heard = record<ContentChangedEvent>(dashboard, CONTENT_CHANGED_EVENT);
    await connected(dashboard);

    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
    const upload = await fetch(`${api.url}/api/content/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: number };

    await waitFor(() => heard.some((e) => e.id === id && e.status === 'ready'));
  });
});
