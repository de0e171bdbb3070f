import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { io as connect } from 'socket.io-client';
import {
  CONTENT_CHANGED_EVENT,
  DASHBOARD_NAMESPACE,
  type ContentChangedEvent,
} from '@marquee/protocol';
import { s3MediaStore } from '@marquee/core/storage/s3-media-store.js';
import { startS3Server } from './support/s3-server.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { openTestDatabase } from './support/test-database.js';
import { makeMediaFixtures, uploadFile, type MediaFixtures } from './support/media-fixtures.js';
import { waitFor } from './support/wait-for.js';
import type { Database } from '@marquee/core/db/client.js';

// Two API nodes sharing PostgreSQL, Redis and S3: only node B takes jobs, a dashboard is
// connected to node A, and still hears that B finished processing (socket.io Redis adapter).
let a: TestServer;
let b: TestServer;
let database: Database;
let fx: MediaFixtures;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const clients: Redis[] = [];

beforeAll(async () => {
  fx = await makeMediaFixtures();
  s3 = await startS3Server();
  database = await openTestDatabase();
  const redisUrl = inject('redisUrl');
  const prefix = `${inject('runPrefix')}:rt:`;
  const node = async (runWorker: boolean) => {
    const client = new Redis(redisUrl);
    clients.push(client);
    return startTestServer({
      database,
      media: s3MediaStore(s3.config),
      jobsRedisUrl: redisUrl,
      redis: { client, prefix },
      runWorker,
    });
  };
  a = await node(false);
  b = await node(true);
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const c of clients) c.disconnect();
  await database?.close();
  await s3?.close();
  await fx?.close();
});

describe('realtime across API nodes', () => {
  it('delivers content:changed from the node that processed to a dashboard on another', async () => {
    const { token } = await a.api.register();
    const heard: ContentChangedEvent[] = [];
    const socket = connect(a.url + DASHBOARD_NAMESPACE, {
      auth: { token },
      transports: ['websocket'],
    });
    socket.on(CONTENT_CHANGED_EVENT, (e: ContentChangedEvent) => heard.push(e));
    try {
      await waitFor(() => socket.connected);
      const id = (await uploadFile(a.url, token, fx.files.png!)).body.id as number;
      await waitFor(() => heard.some((e) => e.id === id && e.status === 'ready'), 30_000);
      expect(heard.find((e) => e.status === 'ready')).toEqual({ id, status: 'ready' });
    } finally {
      socket.close();
    }
  });
});
