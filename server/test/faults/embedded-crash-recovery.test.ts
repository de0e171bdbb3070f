import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { tinyPdf, uploadFile } from '../support/media-fixtures.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from '../support/server-process.js';
import { waitFor } from '../support/wait-for.js';
import { ffmpegsUnder, makeLongVideo } from './fault-helpers.js';

let main: string;
let root: string;
let longVideo: string;

beforeAll(async () => {
  main = buildServer();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-crash-'));
  longVideo = await makeLongVideo(root);
  fs.writeFileSync(path.join(root, 'deck.pdf'), tinyPdf(3));
}, 120_000);
afterAll(() => {
  if (main) removeBuild(main);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('embedded mode: a crash during processing', () => {
  it('kill -9 twice mid-transcode: every acknowledged upload ends ready or failed, no ffmpeg left', async () => {
    const dataDir = path.join(root, 'data');
    const tmpDir = path.join(root, 'tmp');
    fs.mkdirSync(tmpDir);
    const env = { DATA_DIR: dataDir, TMPDIR: tmpDir };
    const start = () => startServerProcess(main, env, 90_000);
    let server: RunningServer = await start();
    const api = apiClient(server.url);
    const { token } = await api.register();
    const ids: number[] = [];
    for (const file of [longVideo, path.join(root, 'deck.pdf'), longVideo]) {
      const res = await uploadFile(server.url, token, file);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }

    const orphans: number[] = [];
    for (let crash = 0; crash < 2; crash++) {
      // Each start re-queues the unfinished items; kill it while one is being transcoded.
      const running = await waitFor(() => {
        const pids = ffmpegsUnder(tmpDir).filter((p) => !orphans.includes(p));
        return pids.length ? pids : undefined;
      }, 60_000);
      server.child.kill('SIGKILL');
      await server.exited;
      orphans.push(...running);
      server = await start();
      // The new process ends the tools its dead predecessor left running.
      await waitFor(() => !ffmpegsUnder(tmpDir).some((p) => orphans.includes(p)), 5_000);
    }

    const api2 = apiClient(server.url);
    const items = await waitFor(async () => {
      const all = await Promise.all(
        ids.map(async (id) => (await api2.get<ContentItem>(`/api/content/${id}`, token)).body),
      );
      return all.every((i) => i.status === 'ready' || i.status === 'failed') ? all : undefined;
    }, 100_000);
    expect(items.map((i) => i.status)).toEqual(['ready', 'ready', 'ready']);
    expect(items[0]!.fileUrl).toMatch(/play\.mp4$/);
    expect(ffmpegsUnder(tmpDir)).toEqual([]);

    server.child.kill('SIGTERM');
    await server.exited;
  }, 480_000);
});
