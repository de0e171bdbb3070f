import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MEDIA_PROCESS_JOB, WORKER_HEARTBEAT_JOB } from '@marquee/worker';
import { apiClient } from './support/api-client.js';
import { ownRedisServer, type OwnRedisServer } from './support/redis-server.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from './support/server-process.js';
import { startWorkerProcess, type RunningWorker } from './support/worker-process.js';
import { createRunDatabase } from './support/test-database.js';
import { parsePrometheusText, valueOf } from './support/prometheus-text.js';
import { waitFor } from './support/wait-for.js';

// Scaled mode for real: an API process and a standalone worker (its own Redis, so no other
// test's worker takes these jobs), both scraped the way Prometheus would.
const TOKEN = 'scrape-token-0123456789abcdef';
let main: string;
let root: string;
let redis: OwnRedisServer;
let api: RunningServer;
let worker: RunningWorker;
let workerUrl: string;

beforeAll(async () => {
  main = buildServer();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-wmetrics-'));
  redis = await ownRedisServer();
  const database = await createRunDatabase('wmetrics');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(root, 'data'),
    METRICS_TOKEN: TOKEN,
  };
  api = await startServerProcess(main, { ...env, RUN_WORKER: 'false' });
  worker = await startWorkerProcess(main, env);
  const started = logLines(worker.output()).find((l) => l.msg === 'worker started');
  workerUrl = `http://127.0.0.1:${String(started?.metricsPort)}`;
}, 120_000);

afterAll(async () => {
  for (const p of [api?.child, worker?.child]) p?.kill('SIGKILL');
  await redis?.kill();
  if (main) removeBuild(main);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

function logLines(out: string): Record<string, unknown>[] {
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

async function scrape(url: string) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

describe('the standalone worker', () => {
  it('answers /healthz, and /metrics only with the token', async () => {
    expect((await fetch(`${workerUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${workerUrl}/metrics`)).status).toBe(401);
    const samples = await scrape(workerUrl);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'marquee_db_pool_connections')).toBeGreaterThan(0);
  });

  it('logs and counts the media job an upload queued, under the upload’s request id', async () => {
    const client = apiClient(api.url);
    const owner = await client.register();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
    const upload = await fetch(`${api.url}/api/content/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'x-request-id': 'trace-worker-1' },
      body: form,
    });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as { id: number };
    await waitFor(
      async () =>
        (await client.get(`/api/content/${item.id}`, owner.token)).body.status === 'ready',
    );

    // The job marks the item ready before it returns; its end is logged just after.
    const traced = () => logLines(worker.output()).filter((l) => l.requestId === 'trace-worker-1');
    await waitFor(() => traced().some((l) => l.msg === 'job finished'));
    const lines = traced();
    expect(lines.map((l) => l.msg)).toEqual(['job started', 'job finished']);
    expect(lines[1]).toMatchObject({
      job: MEDIA_PROCESS_JOB,
      queue: 'media',
      jobId: `media-${item.id}`,
      attempt: 1,
      outcome: 'completed',
    });
    expect(lines[1]!.durationMs).toEqual(expect.any(Number));

    const samples = await scrape(workerUrl);
    const runs = (queue: string, name: string) =>
      valueOf(samples, 'marquee_job_duration_seconds_count', { queue, name, outcome: 'completed' });
    expect(runs('media', MEDIA_PROCESS_JOB)).toBe(1);
    expect(runs('system', WORKER_HEARTBEAT_JOB)).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'marquee_job_queue_depth', { queue: 'media', state: 'active' })).toBe(
      0,
    );
    // The API node sees the same queues (depth comes from Redis) but runs no jobs itself.
    const apiSamples = await scrape(api.url);
    expect(apiSamples.some((x) => x.name === 'marquee_job_queue_depth')).toBe(true);
    expect(valueOf(apiSamples, 'marquee_job_duration_seconds_count', { queue: 'media' })).toBe(0);
  });
});
