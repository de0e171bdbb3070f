import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { ContentItem } from '@marquee/protocol';
import { MEDIA_PROCESS_JOB, mediaJobId } from '@marquee/worker';
import {
  makeMediaFixtures,
  uploadFile,
  type MediaFixtures,
} from '../../../test/support/media-fixtures.js';
import { startContentTestServer } from '../../../test/support/content-test-server.js';
import { waitFor } from '../../../test/support/wait-for.js';
import { inProcessQueue } from '@marquee/core/jobs/in-process-queue.js';
import { contentRepo } from '@marquee/core/modules/content/content-repo.js';
import { STUCK_REASON, mediaRecovery } from '@marquee/core/modules/content/media-recovery.js';

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

const item = async (token: string, id: number) =>
  (await s.api.get<ContentItem>(`/api/content/${id}`, token)).body;
const settled = (token: string, id: number, status: 'ready' | 'failed') =>
  waitFor(async () => {
    const it = await item(token, id);
    return it.status === status ? it : undefined;
  }, 60_000);

async function readyImage(token: string): Promise<ContentItem> {
  const res = await uploadFile(s.url, token, fx.files.png!);
  expect(res.status).toBe(201);
  const ready = await settled(token, res.body.id, 'ready');
  // The row turns ready a moment before its job ends; tests go on from a quiet queue.
  await waitFor(async () => !(await s.jobs.isLive(mediaJobId(ready.id))));
  return ready;
}

describe('POST /api/content/:id/retry', () => {
  it('processes a failed item again from its original', async () => {
    const { token, user } = await s.api.register();
    const { id } = await readyImage(token);
    await contentRepo(s.database.db).update(user.id, id, {
      status: 'failed',
      statusReason: 'worker died',
      thumbnailKey: null,
    });

    const res = await s.api.post<ContentItem>(`/api/content/${id}/retry`, {}, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'processing', statusReason: null });
    const again = await settled(token, id, 'ready');
    expect(again.thumbnailUrl).not.toBeNull();
  });

  it('answers 409 for an item that has not failed, 404 for others’ and unknown ids, 401 signed out', async () => {
    const owner = await s.api.register();
    const other = await s.api.register();
    const { id } = await readyImage(owner.token);

    const notFailed = await s.api.post(`/api/content/${id}/retry`, {}, owner.token);
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toMatch(/failed/);
    expect((await s.api.post(`/api/content/${id}/retry`, {}, other.token)).status).toBe(404);
    expect((await s.api.post('/api/content/999999/retry', {}, owner.token)).status).toBe(404);
    expect((await s.api.post('/api/content/abc/retry', {}, owner.token)).status).toBe(404);
    expect((await s.api.post(`/api/content/${id}/retry`, {})).status).toBe(401);
    expect((await item(owner.token, id)).status).toBe('ready');
  });
});

describe('recovery of items whose job was lost', () => {
  it('re-queues an item left processing with no job, at the next reconciliation', async () => {
    const { token, user } = await s.api.register();
    const { id } = await readyImage(token);
    // What a crash leaves: the row says processing, the queue knows nothing of it.
    await contentRepo(s.database.db).update(user.id, id, { status: 'processing' });

    await s.reconciler!.reconcile();
    await settled(token, id, 'ready');
  });

  it('fails an item that keeps losing its job, or is long overdue, with a reason', async () => {
    // The server's own sweep would rescue these items; this test drives its own.
    s.reconciler!.stop();
    const { token, user } = await s.api.register();
    const repo = contentRepo(s.database.db);
    const [a, b] = [await readyImage(token), await readyImage(token)];
    // A worker that dies on the item without a word: every job ends, the row stays processing.
    const jobs = inProcessQueue(pino({ level: 'silent' }));
    jobs.process(MEDIA_PROCESS_JOB, async () => {});
    await jobs.start();
    const failedIds: number[] = [];
    let now = new Date();
    const step = mediaRecovery({
      content: {
        // Only this test's items: the shared database holds other tests' rows too.
        listProcessing: async () =>
          (await repo.listProcessing()).filter((r) => r.userId === user.id),
        failIfProcessing: repo.failIfProcessing,
      },
      jobs,
      logger: pino({ level: 'silent' }),
      stuckAfterMs: 60_000,
      onFailed: (_u, id) => failedIds.push(id),
      now: () => now,
    });
    try {
      await repo.update(user.id, a.id, { status: 'processing' });
      for (let round = 0; round < 3; round++) {
        await step.run();
        await waitFor(async () => !(await jobs.isLive(mediaJobId(a.id))));
        expect((await item(token, a.id)).status).toBe('processing');
      }
      await step.run();
      expect(await item(token, a.id)).toMatchObject({
        status: 'failed',
        statusReason: STUCK_REASON,
      });

      // Overdue: one more try after a long outage, then failed.
      await repo.update(user.id, b.id, { status: 'processing' });
      now = new Date(Date.now() + 2 * 60_000);
      await step.run();
      await waitFor(async () => !(await jobs.isLive(mediaJobId(b.id))));
      expect((await item(token, b.id)).status).toBe('processing');
      await step.run();
      expect((await item(token, b.id)).status).toBe('failed');
      expect(failedIds).toEqual([a.id, b.id]);
    } finally {
      await jobs.close();
    }
  });
});
