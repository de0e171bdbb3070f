import { eq, inArray } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { reconnectAsPlayer, reconnectDelayMs } from '@marquee/protocol/player';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT } from '@marquee/protocol';
import { locations } from '@marquee/core/db/schema/index.js';
import type { Database } from '@marquee/core/db/client.js';
import { openTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { pairScreens } from './support/paired-screens.js';
import { waitFor } from './support/wait-for.js';

const SCREENS = 300;
const LOCATIONS = 10;
// Far below what the storm brings, so most handshakes are refused and must come back by the hint.
const pacing = { displayConnect: { ratePerSecond: 20, burst: 10 } };

let database: Database | undefined;
let server: TestServer | undefined;
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
  await database?.close();
});

/** A screen as the player runs it: its own reconnect loop, and a conditional fetch on connect. */
function screen(url: string, token: string, locationId: number) {
  const state = { etag: undefined as string | undefined, refused: 0 };
  const socket = io(url + DISPLAY_NAMESPACE, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token, locationId },
  });
  sockets.push(socket);
  const fetchSnapshot = async (tries = 0): Promise<void> => {
    try {
      const res = await fetch(`${url}/api/locations/${locationId}/playback`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(state.etag ? { 'if-none-match': state.etag } : {}),
        },
      });
      if (res.status !== 200 && res.status !== 304) throw new Error(String(res.status));
      await res.arrayBuffer();
      state.etag = res.headers.get('etag') ?? state.etag;
    } catch {
      setTimeout(() => void fetchSnapshot(tries + 1), reconnectDelayMs(tries));
    }
  };
  reconnectAsPlayer(socket, {
    onConnect: () => void fetchSnapshot(),
    refused: () => state.refused++,
  });
  socket.on(PLAYBACK_CHANGED_EVENT, () => void fetchSnapshot());
  return { socket, state };
}

describe('reconnect storm', () => {
  it('brings every screen back, connected and current, when its node restarts; paced handshakes are told when to return', async () => {
    database = await openTestDatabase();
    server = await startTestServer({ database, config: pacing });
    const port = Number(new URL(server.url).port);
    const owner = await server.api.register();
    const ids: number[] = [];
    for (let i = 0; i < LOCATIONS; i++)
      ids.push(
        (
          (await server.api.post('/api/locations', { name: `Storm ${i}` }, owner.token)).body as {
            id: number;
          }
        ).id,
      );
    const paired = await Promise.all(
      ids.map((id) => pairScreens(server!.api, owner.token, id, SCREENS / LOCATIONS)),
    );
    const url = server.url;
    const screens = paired.flatMap((list, i) =>
      list.map((p) => screen(url, p.displayToken, ids[i]!)),
    );
    await waitFor(
      () => screens.every((s) => s.socket.connected && s.state.etag !== undefined),
      60_000,
    );

    // The node goes away; every location changes while it is down; it comes back on its port.
    await server.close();
    server = undefined;
    await waitFor(() => screens.every((s) => !s.socket.connected), 30_000);
    await database.db
      .update(locations)
      .set({ name: 'Changed during the outage' })
      .where(inArray(locations.id, ids));
    const revisions = new Map(
      (
        await database.db
          .select({ id: locations.id, revision: locations.playbackRevision })
          .from(locations)
          .where(inArray(locations.id, ids))
      ).map((r) => [r.id, r.revision]),
    );
    const current = new Map(ids.map((id) => [id, `"${id}.${revisions.get(id)}"`]));
    for (const s of screens) expect(s.state.etag).not.toBe(current.get(id(s)));

    server = await startTestServer({ database, config: pacing, port });
    // The owner's dashboard is served during the storm (it is never paced).
    const during = await server.api.get('/api/locations', owner.token);
    expect(during.status).toBe(200);
    await waitFor(
      () => screens.every((s) => s.socket.connected && s.state.etag === current.get(id(s))),
      120_000,
    );
    expect(screens.reduce((n, s) => n + s.state.refused, 0)).toBeGreaterThan(0);
    const [row] = await database.db
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, ids[0]!));
    expect(row!.name).toBe('Changed during the outage');
  }, 300_000);
});

const id = (s: { socket: Socket }) => (s.socket.auth as { locationId: number }).locationId;
