import { describe, expect, it } from 'vitest';
import {
  DISPLAY_ERRORS_KEPT,
  DISPLAY_HEALTH_EVENT,
  DISPLAY_MEDIA_ERROR_EVENT,
  DISPLAY_NAMESPACE,
  type FleetHealth,
  type ScreenHealth,
  type Uptime,
} from '@marquee/protocol';
import { socketTestServer } from './support/socket-test-server.js';
import { pairScreens } from './support/paired-screens.js';
import { waitFor } from './support/wait-for.js';
import { connected, socketTo } from './support/sockets.js';
import { displayConnections } from '@marquee/core/db/schema/index.js';
import { connectionsRepo } from '@marquee/core/modules/screen-health/connections-repo.js';

const s = await socketTestServer();

async function pairedScreen() {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Deli' }, owner.token)).body;
  const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
  const connect = async () => {
    const socket = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { token: screen!.displayToken, locationId: location.id },
    });
    await connected(socket);
    return socket;
  };
  return { owner, location, screen: screen!, connect };
}

const uptime = async (token: string, displayId: number) =>
  (
    await s.api.get<Uptime>(
      `/api/displays/${displayId}/uptime?from=${new Date(Date.now() - 3600_000).toISOString()}&to=${new Date(Date.now() + 3600_000).toISOString()}`,
      token,
    )
  ).body;
const onlineCount = (u: Uptime) => u.intervals.filter((i) => i.online).length;
const lastOnline = (u: Uptime) => u.intervals.at(-1)?.online === true;

describe('connection history', () => {
  it('shows a disconnect and a reconnect as intervals that add up to the range', async () => {
    const { owner, screen, connect } = await pairedScreen();
    const first = await connect();
    await waitFor(async () => lastOnline(await uptime(owner.token, screen.displayId)));
    first.disconnect();
    await waitFor(async () => !lastOnline(await uptime(owner.token, screen.displayId)));
    await connect();
    const after = await waitFor(async () => {
      const u = await uptime(owner.token, screen.displayId);
      return onlineCount(u) === 2 && lastOnline(u) && u;
    });
    // Offline from pairing to the first connect, online, offline, online: never overlapping.
    expect(after.intervals.map((i) => i.online)).toEqual([false, true, false, true]);
    for (let i = 1; i < after.intervals.length; i++)
      expect(after.intervals[i]!.from).toBe(after.intervals[i - 1]!.to);
    const span = Date.parse(after.intervals.at(-1)!.to) - Date.parse(after.intervals[0]!.from);
    expect(Math.abs(after.onlineSeconds + after.offlineSeconds - span / 1000)).toBeLessThanOrEqual(
      1,
    );
  });

  it('keeps one interval for a screen with two sockets, until the last one leaves', async () => {
    const { owner, location, screen, connect } = await pairedScreen();
    const a = await connect();
    const b = await connect();
    await waitFor(async () => lastOnline(await uptime(owner.token, screen.displayId)));
    a.disconnect();
    // The other tab is still there: the dashboard still lists it online, and one interval stays open.
    await waitFor(async () => {
      const listed = (await s.api.get(`/api/locations/${location.id}/displays`, owner.token))
        .body as { online: boolean }[];
      return listed[0]?.online === true;
    });
    await s.services.screenHealth.online([
      { displayId: screen.displayId, userId: owner.user.id, locationId: location.id },
    ]);
    const during = await uptime(owner.token, screen.displayId);
    expect(onlineCount(during)).toBe(1);
    expect(lastOnline(during)).toBe(true);
    b.disconnect();
    const after = await waitFor(async () => {
      const u = await uptime(owner.token, screen.displayId);
      return !lastOnline(u) && u;
    });
    expect(onlineCount(after)).toBe(1);
  });

  it('answers only the owner, and refuses a malformed range', async () => {
    const { owner, screen } = await pairedScreen();
    const stranger = await s.api.register();
    const range = `from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`;
    expect(
      (await s.api.get(`/api/displays/${screen.displayId}/uptime?${range}`, stranger.token)).status,
    ).toBe(404);
    for (const bad of [
      'from=yesterday&to=today',
      'from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
      'from=2030-01-01T00:00:00Z',
    ])
      expect(
        (await s.api.get(`/api/displays/${screen.displayId}/uptime?${bad}`, owner.token)).status,
      ).toBe(400);
    // Before the screen was paired there is nothing to count.
    expect(
      (await s.api.get(`/api/displays/${screen.displayId}/uptime?${range}`, owner.token)).body,
    ).toEqual({ onlineSeconds: 0, offlineSeconds: 0, intervals: [] });
  });
});

describe('health reports', () => {
  it('stores what the player reports and its media errors, and shows them per screen', async () => {
    const { owner, location, screen, connect } = await pairedScreen();
    const socket = await connect();
    socket.emit(DISPLAY_HEALTH_EVENT, {
      playerVersion: '1.4.2',
      resolution: '1920x1080',
      cacheFreeBytes: 123_456_789,
      showing: { contentId: 7, name: 'Menu' },
    });
    socket.emit(DISPLAY_MEDIA_ERROR_EVENT, { contentId: 7, file: 'menu.mp4', error: 'decode' });
    socket.emit(DISPLAY_MEDIA_ERROR_EVENT, { file: 42 }); // malformed: dropped
    const [health] = await waitFor(async () => {
      const rows = (await s.api.get(`/api/locations/${location.id}/screen-health`, owner.token))
        .body as ScreenHealth[];
      // Connects are written in batches (screen-history.ts): uptime starts within 200 ms.
      return rows[0]?.playerVersion && rows[0].errors.length === 1 && rows[0].uptime7d > 0
        ? rows
        : undefined;
    });
    expect(health).toMatchObject({
      displayId: screen.displayId,
      online: true,
      playerVersion: '1.4.2',
      resolution: '1920x1080',
      cacheFreeBytes: 123_456_789,
      showing: { contentId: 7, name: 'Menu' },
      errors: [{ file: 'menu.mp4', error: 'decode', contentId: 7 }],
    });
    const stranger = await s.api.register();
    expect(
      (await s.api.get(`/api/locations/${location.id}/screen-health`, stranger.token)).status,
    ).toBe(404);
  });

  it('keeps only the most recent errors of a screen', async () => {
    const { owner, location, screen } = await pairedScreen();
    const ref = { displayId: screen.displayId, userId: owner.user.id, locationId: location.id };
    for (let i = 0; i < DISPLAY_ERRORS_KEPT + 5; i++)
      await s.services.screenHealth.mediaError(ref, { file: `f${i}.mp4`, error: 'network' });
    const [health] = (await s.api.get(`/api/locations/${location.id}/screen-health`, owner.token))
      .body as ScreenHealth[];
    expect(health!.errors).toHaveLength(DISPLAY_ERRORS_KEPT);
    expect(health!.errors[0]!.file).toBe(`f${DISPLAY_ERRORS_KEPT + 4}.mp4`);
  });
});

describe('fleet health (back office)', () => {
  it('counts screens online now and lists the longest dark, for admins only', async () => {
    await s.services.auth.ensureAdmin('fleet-admin@example.com', 'bosspass1');
    const admin = (
      await s.api.post('/api/login', { email: 'fleet-admin@example.com', password: 'bosspass1' })
    ).body.sessionId as string;
    const { owner, screen, connect } = await pairedScreen();
    const dark = await pairedScreen();
    await connect();
    // Its interval opens once the server has heard the socket (screens of earlier tests may
    // already make the count non-zero, so the count alone proves nothing about this one).
    await waitFor(async () => {
      const uptime = await s.api.get(`/api/displays/${screen.displayId}/uptime`, owner.token);
      return uptime.body.intervals.at(-1)?.online === true;
    });
    const fleet = (await s.api.get<FleetHealth>('/api/admin/fleet-health', admin)).body;
    expect(fleet.online.at(-1)!.screens).toBeGreaterThanOrEqual(1);
    expect(fleet.online.length).toBeGreaterThanOrEqual(7 * 24);
    expect(fleet.offlineLongest.map((d) => d.displayId)).toContain(dark.screen.displayId);
    expect(fleet.offlineLongest.map((d) => d.displayId)).not.toContain(screen.displayId);
    expect((await s.api.get('/api/admin/fleet-health', owner.token)).status).toBe(403);
  });

  it('counts at each hour mark the screens whose interval holds it, and dates each dark screen from its last interval', async () => {
    const a = await pairedScreen();
    const b = await pairedScreen();
    // A day long past, so no other test's screens are in the window.
    const at = (hhmm: string, day = '2020-01-01') => new Date(`${day}T${hhmm}:00Z`);
    const span = (p: typeof a, from: Date, to: Date) => ({
      displayId: p.screen.displayId,
      userId: p.owner.user.id,
      locationId: p.location.id,
      connectedAt: from,
      disconnectedAt: to,
      lastSeenAt: to,
    });
    await s.database.db.insert(displayConnections).values([
      span(a, at('22:00', '2019-12-31'), at('02:00')), // from before the window; ends on a mark
      span(a, at('03:00'), at('03:20')), // starts on a mark
      span(b, at('01:10'), at('01:40')), // between two marks
      span(b, at('02:30'), at('00:00', '2020-01-02')), // past the window's end
      // Closed on a node whose clock is behind: it ends before it begins, across a mark.
      span(b, new Date('2020-01-01T01:00:30Z'), new Date('2020-01-01T00:59:50Z')),
    ]);
    const points = await connectionsRepo(s.database.db).onlineByHour(at('00:30'), at('05:10'));
    expect(points.map((p) => [p.at.toISOString().slice(11, 16), p.screens])).toEqual([
      ['00:00', 1],
      ['01:00', 1],
      ['02:00', 0],
      ['03:00', 2],
      ['04:00', 1],
      ['05:00', 1],
      ['05:10', 1],
    ]);
    // Dark since their latest interval ended: the longest dark of the whole fleet.
    const dark = await connectionsRepo(s.database.db).offlineLongest(2);
    expect(dark.map((d) => [d.displayId, d.offlineSince.toISOString()])).toEqual([
      [a.screen.displayId, '2020-01-01T03:20:00.000Z'],
      [b.screen.displayId, '2020-01-02T00:00:00.000Z'],
    ]);
  });
});
