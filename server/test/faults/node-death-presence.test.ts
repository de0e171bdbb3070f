import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_NAMESPACE,
  DISPLAY_NAMESPACE,
  DISPLAY_PRESENCE_EVENT,
  SCREENS_COUNT_EVENT,
  type DisplayPresenceEvent,
  type Uptime,
} from '@marquee/protocol';
import { apiClient } from '../support/api-client.js';
import { buildServer, removeBuild, startServerProcess } from '../support/server-process.js';
import { closeSockets, connected, record, socketTo } from '../support/sockets.js';
import { ownRedisServer, type OwnRedisServer } from '../support/redis-server.js';
import { createRunDatabase } from '../support/test-database.js';
import { pairScreens } from '../support/paired-screens.js';
import { waitFor } from '../support/wait-for.js';

let main: string;
let redis: OwnRedisServer;
beforeAll(async () => {
  main = buildServer();
  redis = await ownRedisServer();
});
afterAll(async () => {
  closeSockets();
  await redis.kill();
  removeBuild(main);
});

describe('an API node dies without a word (kill -9)', () => {
  it('tells dashboards and admins on the other node within 30 s, and the count agrees', async () => {
    const shared = {
      DATABASE_URL: (await createRunDatabase('presence')).url,
      REDIS_URL: redis.url,
    };
    const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-presence-'));
    const a = await startServerProcess(main, {
      ...shared,
      DATA_DIR: dataDir(),
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'ops-pass-1',
    });
    const b = await startServerProcess(main, {
      ...shared,
      DATA_DIR: dataDir(),
      RUN_WORKER: 'false',
    });
    const api = apiClient(a.url);
    const owner = await api.register();
    const location = (await api.post('/api/locations', { name: 'Pier' }, owner.token)).body;
    const [onA, ...onB] = await pairScreens(api, owner.token, location.id, 4);
    const screen = (url: string, token: string) =>
      socketTo(url, DISPLAY_NAMESPACE, { auth: { token, locationId: location.id } });
    await connected(screen(a.url, onA!.displayToken));
    await Promise.all(onB.map((s) => connected(screen(b.url, s.displayToken))));

    const admin = (
      await api.post('/api/login', { email: 'ops@example.com', password: 'ops-pass-1' })
    ).body.sessionId as string;
    const dashboard = socketTo(a.url, DASHBOARD_NAMESPACE, { auth: { token: owner.token } });
    const adminDashboard = socketTo(a.url, DASHBOARD_NAMESPACE, { auth: { token: admin } });
    await Promise.all([connected(dashboard), connected(adminDashboard)]);
    const presence = record<DisplayPresenceEvent>(dashboard, DISPLAY_PRESENCE_EVENT);
    const counts = record<{ connected: number }>(adminDashboard, SCREENS_COUNT_EVENT);
    const adminCount = async () =>
      (await api.get('/api/admin/stats', admin)).body.connectedScreens as number;
    await waitFor(async () => (await adminCount()) === 4);

    b.child.kill('SIGKILL');
    await b.exited;
    await waitFor(
      () =>
        onB.every((s) => presence.some((p) => p.displayId === s.displayId && !p.online)) &&
        counts.some((c) => c.connected === 1),
      30_000,
    );
    expect(presence.some((p) => p.displayId === onA!.displayId && !p.online)).toBe(false);
    expect(await adminCount()).toBe(1);
    const listed = (await api.get(`/api/locations/${location.id}/displays`, owner.token)).body as {
      id: number;
      online: boolean;
    }[];
    expect(listed.filter((d) => d.online).map((d) => d.id)).toEqual([onA!.displayId]);
    // The node that swept the dead one also closed its screens' online intervals.
    const range = `from=${new Date(Date.now() - 600_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`;
    const onlineNow = async (displayId: number) =>
      (
        await api.get<Uptime>(`/api/displays/${displayId}/uptime?${range}`, owner.token)
      ).body.intervals.at(-1)?.online;
    await waitFor(async () => {
      for (const s of onB) if ((await onlineNow(s.displayId)) !== false) return false;
      return true;
    });
    expect(await onlineNow(onA!.displayId)).toBe(true);

    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
  });
});
