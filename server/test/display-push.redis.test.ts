import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT } from '@marquee/protocol';
import { startTestServer, type TestServer } from './support/test-server.js';
import { openTestDatabase } from './support/test-database.js';
import { seedContent } from './support/seed-content.js';
import { waitFor } from './support/wait-for.js';
import { closeSockets, connected, record, socketTo } from './support/sockets.js';
import type { Database } from '../src/db/client.js';

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
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);

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
    // After a push the screen asks with fresh=1, which skips node A's cache.
    const fresh = await a.api.get(
      `/api/locations/${location.id}/playback?fresh=1`,
      screen.displayToken,
    );
    expect(fresh.body.playlist.map((p: { contentId: number }) => p.contentId)).toEqual([item.id]);
    // The count is cluster-wide through Redis heartbeats: node A writes its screens within a
    // second of one connecting (and every 10 s), so node B sees it shortly after.
    await waitFor(async () => (await b.realtime.connectedScreens()) >= 1);
  });
});
