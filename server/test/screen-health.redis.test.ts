import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DISPLAY_NAMESPACE, type Uptime } from '@marquee/protocol';
import { startTestServer, type TestServer } from './support/test-server.js';
import { openTestDatabase } from './support/test-database.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { pairScreens } from './support/paired-screens.js';
import { waitFor } from './support/wait-for.js';
import { closeSockets, connected, socketTo } from './support/sockets.js';
import type { Database } from '@marquee/core/db/client.js';

// Two API nodes, each with a BullMQ worker, sharing PostgreSQL and Redis: one screen's sockets on
// both nodes make one interval, and two workers scanning for offline screens alert once.
let a: TestServer;
let b: TestServer;
let database: Database;
let inbox: SmtpInbox;
const clients: Redis[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  inbox = await startSmtpInbox();
  const redisUrl = inject('redisUrl');
  const prefix = `${inject('runPrefix')}:health:`;
  const node = async () => {
    const client = new Redis(redisUrl);
    clients.push(client);
    return startTestServer({
      database,
      jobsRedisUrl: redisUrl,
      redis: { client, prefix },
      config: {
        mail: { smtpUrl: inbox.url, from: 'Marquee <alerts@example.com>' },
        alerts: { scanEveryMs: 200, retry: { attempts: 3, backoffMs: 100 } },
      },
    });
  };
  a = await node();
  b = await node();
});
afterAll(async () => {
  closeSockets();
  await a?.close();
  await b?.close();
  await database?.close();
  await inbox?.close();
  for (const c of clients) c.disconnect();
});

describe('screen health across API nodes', () => {
  it('records one interval for sockets on two nodes and alerts once with two workers', async () => {
    const owner = await a.api.register();
    const location = (await a.api.post('/api/locations', { name: 'Dock' }, owner.token)).body;
    const [screen] = await pairScreens(a.api, owner.token, location.id, 1);
    await b.api.put(
      `/api/locations/${location.id}/alerts`,
      { offlineEnabled: true, offlineMinutes: 0.01, mediaErrorsEnabled: false },
      owner.token,
    );
    const socketOn = async (node: TestServer) => {
      const socket = socketTo(node.url, DISPLAY_NAMESPACE, {
        auth: { token: screen!.displayToken, locationId: location.id },
      });
      await connected(socket);
      return socket;
    };
    const uptime = async () =>
      (
        await b.api.get<Uptime>(
          `/api/displays/${screen!.displayId}/uptime?from=${new Date(Date.now() - 60_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`,
          owner.token,
        )
      ).body;

    const onA = await socketOn(a);
    await waitFor(async () => (await uptime()).intervals.at(-1)?.online);
    const onB = await socketOn(b);
    await waitFor(async () => (await b.realtime.connectedDisplays(location.id)).size === 1);
    onA.disconnect();
    // Node A's disconnect sees the screen's socket on node B: the interval stays open.
    await b.services.screenHealth.online([
      { displayId: screen!.displayId, userId: owner.user.id, locationId: location.id },
    ]);
    expect((await uptime()).intervals.filter((i) => i.online)).toHaveLength(1);
    expect((await uptime()).intervals.at(-1)?.online).toBe(true);

    onB.disconnect();
    await inbox.mailTo(owner.user.email, 0);
    await Promise.all([a.services.alerts.scan(), b.services.alerts.scan()]);
    const deliveries = (await a.api.get('/api/alerts/deliveries', owner.token)).body as {
      status: string;
    }[];
    expect(deliveries).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    expect(inbox.received.filter((m) => m.to.includes(owner.user.email))).toHaveLength(1);
    const after = await uptime();
    expect(after.intervals.filter((i) => i.online)).toHaveLength(1);
    expect(after.intervals.at(-1)?.online).toBe(false);
  });
});
