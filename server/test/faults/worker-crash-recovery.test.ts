import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { uploadFile } from '../support/media-fixtures.js';
import { createRunDatabase } from '../support/test-database.js';
import { ownRedisServer, type OwnRedisServer } from '../support/redis-server.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from '../support/server-process.js';
import { startWorkerProcess, type RunningWorker } from '../support/worker-process.js';
import { waitFor } from '../support/wait-for.js';
import { ffmpegsUnder, makeLongVideo } from './fault-helpers.js';

let main: string;
let root: string;
let redis: OwnRedisServer;
let node: RunningServer;
const workers: RunningWorker[] = [];

beforeAll(async () => {
  main = buildServer();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-wcrash-'));
  redis = await ownRedisServer();
}, 120_000);
afterAll(async () => {
  for (const p of [node?.child, ...workers.map((w) => w.child)]) p?.kill('SIGKILL');
  await redis?.kill();
  if (main) removeBuild(main);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('scaled mode: a worker killed mid-transcode', () => {
  it('twice: the item ends failed with its reason (or ready), and no ffmpeg is left', async () => {
    const longVideo = await makeLongVideo(root);
    const tmpDir = path.join(root, 'tmp');
    fs.mkdirSync(tmpDir);
    const database = await createRunDatabase('wcrash');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      DATA_DIR: path.join(root, 'data'),
      // A lapsed lock is noticed within seconds, not the default minute.
      JOB_LOCK_MS: '3000',
    };
    node = await startServerProcess(main, { ...env, RUN_WORKER: 'false' });
    // The worker's TMPDIR is where ffmpeg works, so this test finds its own ffmpeg processes.
    const startWorker = async () => {
      const w = await startWorkerProcess(main, { ...env, TMPDIR: tmpDir });
      workers.push(w);
      return w;
    };
    let worker = await startWorker();
    const { token } = await apiClient(node.url).register();
    const upload = await uploadFile(node.url, token, longVideo);
    expect(upload.status).toBe(201);

    const orphans: number[] = [];
    for (let crash = 0; crash < 2; crash++) {
      // The first worker takes the job at once; the second once the dead one's lock lapses.
      const running = await waitFor(() => {
        const pids = ffmpegsUnder(tmpDir).filter((p) => !orphans.includes(p));
        return pids.length ? pids : undefined;
      }, 60_000);
      const gone = new Promise((r) => worker.child.once('exit', r));
      worker.child.kill('SIGKILL');
      await gone;
      orphans.push(...running);
      worker = await startWorker();
      // The new worker ends the media tools its dead predecessor left running.
      await waitFor(() => !ffmpegsUnder(tmpDir).some((p) => orphans.includes(p)), 5_000);
    }

    const api = apiClient(node.url);
    const item = await waitFor(async () => {
      const { body } = await api.get<ContentItem>(`/api/content/${upload.body.id}`, token);
      return body.status === 'processing' ? undefined : body;
    }, 60_000);
    // BullMQ gives up on a job whose worker died on it twice; the card says so.
    if (item.status === 'failed')
      expect(item.statusReason).toMatch(/failed after several attempts/);
    else expect(item.status).toBe('ready');
    expect(ffmpegsUnder(tmpDir)).toEqual([]);
  }, 300_000);
});
