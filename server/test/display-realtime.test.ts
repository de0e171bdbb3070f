import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_NAMESPACE,
  DISPLAY_NAMESPACE,
  DISPLAY_PRESENCE_EVENT,
  DISPLAY_REVOKED_EVENT,
  DISPLAY_SHOWING_EVENT,
  PLAYBACK_CHANGED_EVENT,
  SCREENS_COUNT_EVENT,
} from '@marquee/protocol';
import { socketTestServer } from './support/socket-test-server.js';
import { seedContent } from './support/seed-content.js';
import { pairScreens } from './support/paired-screens.js';
import { waitFor } from './support/wait-for.js';
import { connected, record, socketTo } from './support/sockets.js';

const s = await socketTestServer();

async function pairedScreen() {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Deli' }, owner.token)).body;
  const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
  return { owner, location, screen: screen! };
}
const screenSocket = (token: string, locationId: number) =>
  socketTo(s.url, DISPLAY_NAMESPACE, { auth: { token, locationId } });

describe('display namespace', () => {
  it('pushes every change that affects a location to its screens', async () => {
    const { owner, location, screen } = await pairedScreen();
    const socket = screenSocket(screen.displayToken, location.id);
    await connected(socket);
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);
    const item = await seedContent(s.database, owner.user.id);

    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    await waitFor(() => pushes.length >= 1);
    await s.api.put(`/api/locations/${location.id}`, { isActive: false }, owner.token);
    await waitFor(() => pushes.length >= 2);
    await s.api.patch(`/api/content/${item.id}`, { originalName: 'Renamed' }, owner.token);
    await waitFor(() => pushes.length >= 3);
    const schedule = (
      await s.api.post(
        '/api/schedules',
        {
          name: 'Later',
          locationId: location.id,
          startDate: '2030-01-01',
          startTime: '09:00',
          endTime: '10:00',
        },
        owner.token,
      )
    ).body;
    await waitFor(() => pushes.length >= 4);
    await s.api.post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: item.id },
      owner.token,
    );
    await waitFor(() => pushes.length >= 5);
    await s.api.del(`/api/content/${item.id}`, owner.token);
    await waitFor(() => pushes.length >= 6);
    expect(pushes.every((p) => (p as { locationId: number }).locationId === location.id)).toBe(
      true,
    );
  });

  it('refuses a token for another location, an unknown token, and a stranger’s session', async () => {
    const a = await pairedScreen();
    const b = await pairedScreen();
    await expect(connected(screenSocket(a.screen.displayToken, b.location.id))).rejects.toThrow(
      'Unauthorized',
    );
    await expect(connected(screenSocket('mqd_nope', a.location.id))).rejects.toThrow(
      'Unauthorized',
    );
    await expect(
      connected(socketTo(s.url, DISPLAY_NAMESPACE, { auth: { locationId: a.location.id } })),
    ).rejects.toThrow('Unauthorized');
    const stranger = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { locationId: a.location.id },
      cookie: `marquee_session=${b.owner.token}`,
    });
    await expect(connected(stranger)).rejects.toThrow('Unauthorized');
  });

  it('lets the owner’s preview tab listen with the session cookie', async () => {
    const { owner, location } = await pairedScreen();
    const preview = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { locationId: location.id },
      cookie: `marquee_session=${owner.token}`,
    });
    await connected(preview);
    const pushes = record(preview, PLAYBACK_CHANGED_EVENT);
    await s.api.put(`/api/locations/${location.id}`, { name: 'Deli North' }, owner.token);
    await waitFor(() => pushes.length === 1);
  });

  it('tells a revoked screen at once', async () => {
    const { owner, location, screen } = await pairedScreen();
    const socket = screenSocket(screen.displayToken, location.id);
    await connected(socket);
    const revoked = record(socket, DISPLAY_REVOKED_EVENT);
    await s.api.del(`/api/displays/${screen.displayId}`, owner.token);
    await waitFor(() => revoked.length === 1);
    expect(
      (await s.api.get(`/api/locations/${location.id}/playback`, screen.displayToken)).status,
    ).toBe(401);
  });

  it('shows the owner’s dashboard screens coming and going, and admins the count', async () => {
    const { owner, location, screen } = await pairedScreen();
    const dashboard = socketTo(s.url, DASHBOARD_NAMESPACE, { auth: { token: owner.token } });
    await connected(dashboard);
    const presence = record<{ displayId: number; online: boolean }>(
      dashboard,
      DISPLAY_PRESENCE_EVENT,
    );
    await s.services.auth.ensureAdmin('ops@example.com', 'ops-pass-1');
    const adminToken = (
      await s.api.post('/api/login', { email: 'ops@example.com', password: 'ops-pass-1' })
    ).body.sessionId;
    const admin = socketTo(s.url, DASHBOARD_NAMESPACE, { auth: { token: adminToken } });
    await connected(admin);
    const counts = record<{ connected: number }>(admin, SCREENS_COUNT_EVENT);

    const before = await s.realtime.connectedScreens();
    const socket = screenSocket(screen.displayToken, location.id);
    await connected(socket);
    await waitFor(() => presence.some((p) => p.displayId === screen.displayId && p.online));
    await waitFor(() => counts.some((c) => c.connected === before + 1));
    const listed = async () =>
      (await s.api.get(`/api/locations/${location.id}/displays`, owner.token)).body[0].online;
    expect(await listed()).toBe(true);
    // The screen says what it has on; the owner's dashboard hears it and the list shows it.
    const showing = record<{ displayId: number; name: string }>(dashboard, DISPLAY_SHOWING_EVENT);
    socket.emit(DISPLAY_SHOWING_EVENT, { contentId: 42, name: 'Menu.png' });
    await waitFor(() =>
      showing.some((e) => e.displayId === screen.displayId && e.name === 'Menu.png'),
    );
    const [row] = (await s.api.get(`/api/locations/${location.id}/displays`, owner.token)).body;
    expect(row.showing).toEqual({ contentId: 42, name: 'Menu.png' });
    socket.disconnect();
    await waitFor(() => presence.some((p) => p.displayId === screen.displayId && !p.online));
    await waitFor(async () => (await listed()) === false);
    await waitFor(async () => (await s.realtime.connectedScreens()) === before);
  });

  it('stops a suspended account’s screens at once, and plays again on reactivation', async () => {
    const { owner, location, screen } = await pairedScreen();
    const item = await seedContent(s.database, owner.user.id);
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    const socket = screenSocket(screen.displayToken, location.id);
    await connected(socket);
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);
    await s.services.auth.ensureAdmin('root@example.com', 'root-pass-1');
    const admin = (
      await s.api.post('/api/login', { email: 'root@example.com', password: 'root-pass-1' })
    ).body.sessionId;
    const active = () =>
      s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken);
    expect((await active()).body).toHaveLength(1);

    expect(
      (await s.api.patch(`/api/admin/users/${owner.user.id}`, { status: 'suspended' }, admin))
        .status,
    ).toBe(200);
    await waitFor(() => pushes.length >= 1);
    expect((await active()).body).toEqual([]);
    // The screen says to contact support: paying cannot lift what the back office decided.
    expect(
      (await s.api.get(`/api/locations/${location.id}/playback`, screen.displayToken)).body
        .location,
    ).toMatchObject({ isSuspended: true, suspendedBy: 'account' });

    await s.api.patch(`/api/admin/users/${owner.user.id}`, { status: 'active' }, admin);
    await waitFor(() => pushes.length >= 2);
    expect((await active()).body).toHaveLength(1);
  });

  it('pushes to the screens at a schedule boundary, with no change made', async () => {
    const { owner, location, screen } = await pairedScreen();
    const item = await seedContent(s.database, owner.user.id);
    // A one-off window starting a few seconds from now, in the location's (UTC) wall clock.
    const start = new Date(Math.ceil((Date.now() + 3000) / 60_000) * 60_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const schedule = (
      await s.api.post(
        '/api/schedules',
        {
          name: 'Soon',
          locationId: location.id,
          startDate: start.toISOString().slice(0, 10),
          startTime: hhmm(start),
          endTime: hhmm(new Date(start.getTime() + 60_000)),
        },
        owner.token,
      )
    ).body;
    await s.api.post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: item.id },
      owner.token,
    );
    const socket = screenSocket(screen.displayToken, location.id);
    await connected(socket);
    // The screen's fetch builds the snapshot, which queues the boundary push.
    await s.api.get(`/api/locations/${location.id}/playback`, screen.displayToken);
    const pushes = record<{ locationId: number }>(socket, PLAYBACK_CHANGED_EVENT);
    const at = await waitFor(() => (pushes.length > 0 ? Date.now() : false), 90_000);
    expect(at).toBeGreaterThanOrEqual(start.getTime());
    expect(
      (
        await s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken)
      ).body.map((i: { id: number }) => i.id),
    ).toContain(item.id);
  }, 120_000);
});
