import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_NAMESPACE,
  DISPLAY_NAMESPACE,
  EMERGENCY_CHANGED_EVENT,
  PLAYBACK_CHANGED_EVENT,
  type EmergencyChangedEvent,
} from '@marquee/protocol';
import { socketTestServer } from '../../../test/support/socket-test-server.js';
import { pairScreens } from '../../../test/support/paired-screens.js';
import { connected, record, socketTo } from '../../../test/support/sockets.js';
import { waitFor } from '../../../test/support/wait-for.js';

const s = await socketTestServer();

async function adminToken() {
  await s.services.auth.ensureAdmin('chief@example.com', 'chiefpass1');
  return (await s.api.post('/api/login', { email: 'chief@example.com', password: 'chiefpass1' }))
    .body.sessionId as string;
}

async function ownerWithLocations(...names: string[]) {
  const owner = await s.api.register();
  const ids: number[] = [];
  for (const name of names)
    ids.push((await s.api.post('/api/locations', { name }, owner.token)).body.id);
  return { ...owner, ids };
}

const snapshot = async (locationId: number, token: string) =>
  (await s.api.get(`/api/locations/${locationId}/playback?fresh=1`, token)).body;

const auditFor = async (token: string, alertId: number) =>
  (await s.api.get('/api/admin/audit?pageSize=100', token)).body.filter(
    (e: { targetType: string; targetId: number }) =>
      e.targetType === 'emergency_alert' && e.targetId === alertId,
  );

describe('emergency takeover', () => {
  it('starts on chosen locations, reaches their snapshots and pushes, and clears', async () => {
    const o = await ownerWithLocations('Hall', 'Gym', 'Office');
    const [hall, gym, office] = o.ids as [number, number, number];
    const [screen] = await pairScreens(s.api, o.token, gym, 1);
    const socket = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { token: screen!.displayToken, locationId: gym },
    });
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);
    await connected(socket);

    const started = await s.api.post(
      '/api/emergency/alerts',
      { message: 'Lockdown: stay in your rooms', severity: 'critical', locationIds: [hall, gym] },
      o.token,
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      message: 'Lockdown: stay in your rooms',
      severity: 'critical',
      locationIds: [hall, gym],
      startedBy: o.user.email,
    });
    await waitFor(() => pushes.length > 0);
    // Urgent: the screen fetches at once instead of after the delay that spreads ordinary fetches.
    expect(pushes[0]).toMatchObject({ locationId: gym, urgent: true });

    // The screen's own snapshot (display token) carries it, whatever its schedule says.
    const onScreen = await snapshot(gym, screen!.displayToken);
    expect(onScreen.emergency.alert).toMatchObject({
      id: started.body.id,
      message: 'Lockdown: stay in your rooms',
      severity: 'critical',
    });
    expect((await snapshot(hall, o.token)).emergency.alert.id).toBe(started.body.id);
    expect((await snapshot(office, o.token)).emergency.alert).toBeNull();
    expect((await s.api.get('/api/emergency', o.token)).body.active).toHaveLength(1);

    const before = pushes.length;
    const cleared = await s.api.post(`/api/emergency/alerts/${started.body.id}/clear`, {}, o.token);
    expect(cleared.status).toBe(200);
    await waitFor(() => pushes.length > before);
    expect((await snapshot(gym, o.token)).emergency.alert).toBeNull();
    expect((await s.api.get('/api/emergency', o.token)).body.active).toEqual([]);
    // Clearing twice finds nothing active.
    const again = await s.api.post(`/api/emergency/alerts/${started.body.id}/clear`, {}, o.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'No active alert with that id' });
  });

  it('covers every location, including one added while it is on', async () => {
    const o = await ownerWithLocations('North');
    const started = await s.api.post(
      '/api/emergency/alerts',
      { message: 'Fire: evacuate the building', severity: 'critical', locationIds: null },
      o.token,
    );
    expect(started.body.locationIds).toBeNull();
    const later = (await s.api.post('/api/locations', { name: 'South' }, o.token)).body.id;
    expect((await snapshot(o.ids[0]!, o.token)).emergency.alert.message).toBe(
      'Fire: evacuate the building',
    );
    expect((await snapshot(later, o.token)).emergency.alert.id).toBe(started.body.id);
  });

  it('records every start and clear in the audit log', async () => {
    const admin = await adminToken();
    const o = await ownerWithLocations('Lobby');
    const { id } = (
      await s.api.post(
        '/api/emergency/alerts',
        { message: 'Gas leak', severity: 'warning', locationIds: o.ids },
        o.token,
      )
    ).body;
    await s.api.post(`/api/emergency/alerts/${id}/clear`, {}, o.token);
    const entries = await auditFor(admin, id);
    expect(entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'emergency.clear',
      'emergency.start',
    ]);
    for (const e of entries) expect(e.actorEmail).toBe(o.user.email);
    expect(entries.find((e: { action: string }) => e.action === 'emergency.start').after).toEqual({
      accountId: o.user.id,
      message: 'Gas leak',
      severity: 'warning',
      locationIds: o.ids,
    });
  });
});

describe('tenant isolation', () => {
  it('cannot aim at, see or clear another account’s alerts', async () => {
    const a = await ownerWithLocations('A');
    const b = await ownerWithLocations('B');
    const aimed = await s.api.post(
      '/api/emergency/alerts',
      { message: 'Hijack', severity: 'info', locationIds: [a.ids[0]] },
      b.token,
    );
    expect(aimed.status).toBe(404);
    expect(aimed.body).toEqual({ message: 'Location not found' });
    expect((await snapshot(a.ids[0]!, a.token)).emergency.alert).toBeNull();

    const mine = (
      await s.api.post(
        '/api/emergency/alerts',
        { message: 'Real alert', severity: 'info', locationIds: null },
        a.token,
      )
    ).body;
    expect((await s.api.get('/api/emergency', b.token)).body.active).toEqual([]);
    expect((await s.api.post(`/api/emergency/alerts/${mine.id}/clear`, {}, b.token)).status).toBe(
      404,
    );
    expect((await snapshot(a.ids[0]!, a.token)).emergency.alert.id).toBe(mine.id);
    // b's "all locations" alert does not reach a's screens.
    await s.api.post(
      '/api/emergency/alerts',
      { message: 'Only mine', severity: 'info', locationIds: null },
      b.token,
    );
    expect((await snapshot(a.ids[0]!, a.token)).emergency.alert.message).toBe('Real alert');
    const preset = await s.api.post(
      '/api/emergency/presets',
      { message: 'B only', severity: 'info' },
      b.token,
    );
    expect((await snapshot(a.ids[0]!, a.token)).emergency.presets).toEqual([]);
    expect((await s.api.del(`/api/emergency/presets/${preset.body.id}`, a.token)).status).toBe(404);
  });

  it('requires sign-in, and the back office requires an admin', async () => {
    expect((await s.api.get('/api/emergency')).status).toBe(401);
    const o = await ownerWithLocations('X');
    const res = await s.api.post(
      `/api/admin/users/${o.user.id}/emergency/alerts`,
      { message: 'x', severity: 'info', locationIds: null },
      o.token,
    );
    expect(res.status).toBe(403);
  });
});

describe('an admin for a whole account', () => {
  it('starts and clears on the account’s locations, audited as the admin', async () => {
    const admin = await adminToken();
    const o = await ownerWithLocations('Campus 1', 'Campus 2');
    const started = await s.api.post(
      `/api/admin/users/${o.user.id}/emergency/alerts`,
      { message: 'Severe weather: stay indoors', severity: 'warning', locationIds: null },
      admin,
    );
    expect(started.status).toBe(201);
    expect(started.body.startedBy).toBe('chief@example.com');
    for (const id of o.ids)
      expect((await snapshot(id, o.token)).emergency.alert.id).toBe(started.body.id);
    // The owner sees it and the admin's state matches.
    expect((await s.api.get('/api/emergency', o.token)).body.active[0].id).toBe(started.body.id);
    expect(
      (await s.api.get(`/api/admin/users/${o.user.id}/emergency`, admin)).body.active,
    ).toHaveLength(1);
    const cleared = await s.api.post(
      `/api/admin/users/${o.user.id}/emergency/alerts/${started.body.id}/clear`,
      {},
      admin,
    );
    expect(cleared.status).toBe(200);
    const entries = await auditFor(admin, started.body.id);
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.actorEmail).toBe('chief@example.com');
    expect(
      (
        await s.api.post(
          '/api/admin/users/999999/emergency/alerts',
          { message: 'x', severity: 'info', locationIds: null },
          admin,
        )
      ).body,
    ).toEqual({ message: 'User not found' });
  });

  it('judges the account before the request: a missing one is 404 whatever else is wrong', async () => {
    const admin = await adminToken();
    const badBody = await s.api.post('/api/admin/users/999999/emergency/alerts', {}, admin);
    expect(badBody.status).toBe(404);
    expect(badBody.body).toEqual({ message: 'User not found' });
    const badIds = await s.api.post('/api/admin/users/abc/emergency/alerts/abc/clear', {}, admin);
    expect(badIds.status).toBe(404);
    expect(badIds.body).toEqual({ message: 'User not found' });
    const o = await ownerWithLocations('Depot');
    const badAlert = await s.api.post(
      `/api/admin/users/${o.user.id}/emergency/alerts/abc/clear`,
      {},
      admin,
    );
    expect(badAlert.status).toBe(404);
    expect(badAlert.body).toEqual({ message: 'No active alert with that id' });
  });
});

describe('dashboards kept live', () => {
  it('tell the owner’s dashboards and every back office, and no other account', async () => {
    const admin = await adminToken();
    const o = await ownerWithLocations('Library');
    const other = await ownerWithLocations('Bakery');
    const heard = async (token: string) => {
      const socket = socketTo(s.url, DASHBOARD_NAMESPACE, { auth: { token } });
      const seen = record<EmergencyChangedEvent>(socket, EMERGENCY_CHANGED_EVENT);
      await connected(socket);
      return seen;
    };
    const [owner, backOffice, stranger] = [
      await heard(o.token),
      await heard(admin),
      await heard(other.token),
    ];

    const started = await s.api.post(
      '/api/emergency/alerts',
      { message: 'Lockdown: stay in your room', severity: 'critical', locationIds: null },
      o.token,
    );
    expect(started.status).toBe(201);
    // One push per change, naming the account, so an open back-office panel refreshes.
    await waitFor(() => owner.length === 1 && backOffice.length === 1);
    expect(backOffice).toEqual([{ userId: o.user.id }]);

    // An admin clearing it from the back office: the owner's open pages hear it too.
    const cleared = await s.api.post(
      `/api/admin/users/${o.user.id}/emergency/alerts/${started.body.id}/clear`,
      {},
      admin,
    );
    expect(cleared.status).toBe(200);
    await waitFor(() => owner.length === 2 && backOffice.length === 2);
    expect(owner).toEqual([{ userId: o.user.id }, { userId: o.user.id }]);
    expect(stranger).toEqual([]);
  });
});

describe('pre-staged messages', () => {
  it('are kept per owner, carried in every snapshot, and limited to nine', async () => {
    const o = await ownerWithLocations('Shop');
    const fire = await s.api.post(
      '/api/emergency/presets',
      { message: 'Fire: evacuate the building', severity: 'critical' },
      o.token,
    );
    expect(fire.status).toBe(201);
    expect((await snapshot(o.ids[0]!, o.token)).emergency.presets).toEqual([
      { id: fire.body.id, message: 'Fire: evacuate the building', severity: 'critical' },
    ]);
    for (let i = 2; i <= 9; i++)
      expect(
        (
          await s.api.post(
            '/api/emergency/presets',
            { message: `M${i}`, severity: 'info' },
            o.token,
          )
        ).status,
      ).toBe(201);
    const tenth = await s.api.post(
      '/api/emergency/presets',
      { message: 'M10', severity: 'info' },
      o.token,
    );
    expect(tenth.status).toBe(400);
    expect(tenth.body.message).toMatch(/At most 9/);
    expect((await s.api.del(`/api/emergency/presets/${fire.body.id}`, o.token)).status).toBe(204);
    expect((await s.api.get('/api/emergency', o.token)).body.presets).toHaveLength(8);
  });
});

describe('bad input', () => {
  it('gets 400 with a clear message and starts nothing', async () => {
    const o = await ownerWithLocations('Clinic');
    const cases: [unknown, Record<string, string>][] = [
      [{ message: '', severity: 'info', locationIds: null }, { message: 'Message is required' }],
      [
        { message: 'x'.repeat(10_000), severity: 'info', locationIds: null },
        { message: 'A message is at most 280 characters' },
      ],
      [
        { message: 'bell\u0007', severity: 'info', locationIds: null },
        { message: 'Must not contain control characters' },
      ],
      [
        { message: 'ok', severity: 'panic', locationIds: null },
        { severity: 'Severity must be info, warning or critical' },
      ],
      [
        { message: 'ok', severity: 'info', locationIds: [] },
        { locationIds: 'Choose at least one location, or all' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await s.api.post('/api/emergency/alerts', body, o.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.message).toBe(Object.values(errors)[0]);
    }
    const preset = await s.api.post('/api/emergency/presets', { message: 'a\u0000b' }, o.token);
    expect(preset.status).toBe(400);
    expect((await s.api.get('/api/emergency', o.token)).body).toEqual({ active: [], presets: [] });
  });
});
