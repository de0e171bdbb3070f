import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT, type PlaybackChanged } from '@marquee/protocol';
import { apiClient } from './support/api-client.js';
import {
  buildServer,
  removeBuild,
  startServerProcess,
  type RunningServer,
} from './support/server-process.js';
import { closeSockets, connected, record, socketTo } from './support/sockets.js';
import { waitFor } from './support/wait-for.js';
import { createRunDatabase } from './support/test-database.js';

// Scaled mode for real: two server processes on two ports, one PostgreSQL database, one Redis.
let main: string;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  main = buildServer();
  const { name, url } = await createRunDatabase('procs');
  const env = {
    DATABASE_URL: url,
    REDIS_URL: inject('redisUrl'),
    DATA_DIR: `/tmp/${name}`,
  };
  a = await startServerProcess(main, { ...env, RUN_WORKER: 'false' });
  b = await startServerProcess(main, env);
}, 120_000);

afterAll(async () => {
  closeSockets();
  for (const s of [a, b]) {
    s?.child.kill('SIGTERM');
    if (s) await s.exited;
  }
  if (main) removeBuild(main);
});

describe('two API processes behind one address', () => {
  it('a screen connected to one hears a change made through the other', async () => {
    const owner = await apiClient(b.url).register();
    const location = (
      await apiClient(b.url).post('/api/locations', { name: 'Twin Towers' }, owner.token)
    ).body;
    const { pairingCode } = (
      await apiClient(b.url).post(`/api/locations/${location.id}/pairing-code`, {}, owner.token)
    ).body;
    const screen = (await apiClient(a.url).post('/api/pair-display', { code: pairingCode })).body;
    const socket = socketTo(a.url, DISPLAY_NAMESPACE, {
      auth: { token: screen.displayToken, locationId: location.id },
    });
    await connected(socket);
    const pushes = record<PlaybackChanged>(socket, PLAYBACK_CHANGED_EVENT);

    await apiClient(b.url).put(`/api/locations/${location.id}`, { isActive: false }, owner.token);
    await waitFor(() => pushes.length === 1);
    const fresh = await apiClient(a.url).get(
      `/api/locations/${location.id}/playback?revision=${pushes[0]!.revision}`,
      screen.displayToken,
    );
    expect(fresh.body.location.isActive).toBe(false);
    expect(a.child.pid).not.toBe(b.child.pid);
  });
});
