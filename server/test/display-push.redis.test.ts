import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT, type PlaybackChanged } from '@marquee/protocol';
import { startTestServer, type TestServer } from './support/test-server.js';
import { openTestDatabase } from './support/test-database.js';
import { seedContent } from './support/seed-content.js';
import { waitFor } from './support/wait-for.js';
import { pairScreens } from './support/paired-screens.js';
import { closeSockets, connected, record, socketTo } from './support/sockets.js';
import type { Database } from '@marquee/core/db/client.js';

// Two API nodes behind one address, sharing PostgreSQL and Redis: a screen connected to node A
// hears about a change made through node B.
let a: TestServer;
let b: TestServer;
let database: Database;
const clients: Redis[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const redisUrl = inject('redisUrl');
  const prefix = `${inject('runPrefix')}:push:`;
  const node = async (runWorker: boolean) => {
    const client = new Redis(redisUrl);
    clients.push(client);
    return startTestServer({
      database,
      jobsRedisUrl: redisUrl,
      redis: { client, prefix },
      runWorker,
    });
  };
  a = await node(false);
  b = await node(true);
});
afterAll(async () => {
  closeSockets();
  await a?.close();
  await b?.close();
  await database?.close();
  for (const c of clients) c.disconnect();
});

describe('screens across API nodes (Redis adapter)', () => {
  it('delivers a change made on one node to a screen connected to the other', async () => {
    const owner = await b.api.register();
    const location = (await b.api.post('/api/locations', { name: 'Twin' }, owner.token)).body;
    const { pairingCode } = (
      await b.api.post(`/api/locations/${location.id}/pairing-code`, {}, owner.token)
    ).body;
    const screen = (await a.api.post('/api/pair-display', { code: pairingCode })).body;
    const socket = socketTo(a.url, DISPLAY_NAMESPACE, {
      auth: { token: screen.displayToken, locationId: location.id },
    });
    await connected(socket);
    const pushes = record<PlaybackChanged>(socket, PLAYBACK_CHANGED_EVENT);

    const item = await seedContent(database, owner.user.id);
    // Node A caches the snapshot; the change goes through node B.
    expect(
      (await a.api.get(`/api/locations/${location.id}/playback`, screen.displayToken)).body
        .playlist,
    ).toEqual([]);
    await b.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    await waitFor(() => pushes.length === 1);
    // The push names the new revision; node A answers with at least it.
    expect(pushes[0]!.revision).toBeGreaterThan(1);
    const fresh = await a.api.get(
      `/api/locations/${location.id}/playback?revision=${pushes[0]!.revision}`,
      screen.displayToken,
    );
    expect(fresh.body.playlist.map((p: { contentId: number }) => p.contentId)).toEqual([item.id]);
    // The count is cluster-wide through Redis heartbeats: node A writes its screens within a
    // second of one connecting (and every 10 s), so node B sees it shortly after.
    await waitFor(async () => (await b.realtime.connectedScreens()) >= 1);
  });

  it("drops every node's cached snapshot and screen identity when another node changes them", async () => {
    const owner = await b.api.register();
    const location = (await b.api.post('/api/locations', { name: 'Relay' }, owner.token)).body;
    const [screen] = await pairScreens(b.api, owner.token, location.id, 1);
    const poll = (etag?: string) =>
      a.api.request('GET', `/api/locations/${location.id}/playback`, {
        token: screen!.displayToken,
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
    const first = await poll();
    const etag = first.headers.get('etag')!;
    expect((await poll(etag)).status).toBe(304);

    const item = await seedContent(database, owner.user.id);
    await b.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    // No push and no revision asked for: node A's cache was dropped by the relayed event.
    await waitFor(async () => (await poll(etag)).status === 200);
    const changed = await poll(etag);
    expect(changed.body.playlist.map((p: { contentId: number }) => p.contentId)).toEqual([item.id]);

    await b.api.del(`/api/displays/${screen!.displayId}`, owner.token);
    await waitFor(async () => (await poll()).status === 401);
  });
});
