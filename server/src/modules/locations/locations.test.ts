import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('locations CRUD', () => {
  it('creates with spec §3 fields and defaults: $45 in cents, billing at the trial end, active', async () => {
    const { token } = await s.api.register();
    const res = await s.api.post(
      '/api/locations',
      { name: '  Main Street Store ', timezone: 'Europe/London' },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Main Street Store',
      address: null,
      description: null,
      timezone: 'Europe/London',
      isActive: true,
      showOverlay: true,
      isSuspended: false,
      unpaidDays: 0,
      suspensionDate: null,
      monthlyFee: 4500,
    });
    // Billing starts when the free trial ends.
    expect(res.body.nextBillingDate).toBe(
      (await s.api.get('/api/auth/user', token)).body.trialEndsAt,
    );
    expect(Number.isInteger(res.body.id)).toBe(true);
    expect(res.body).not.toHaveProperty('userId');
  });

  it('defaults the time zone to UTC and rejects unknown ones', async () => {
    const { token } = await s.api.register();
    expect((await s.api.post('/api/locations', { name: 'Kiosk' }, token)).body.timezone).toBe(
      'UTC',
    );
    const bad = await s.api.post(
      '/api/locations',
      { name: 'Kiosk', timezone: 'Mars/Olympus' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ timezone: 'Unknown time zone' });
  });

  it('requires a name (spec §5) and rejects wrong types', async () => {
    const { token } = await s.api.register();
    const empty = await s.api.post('/api/locations', { name: '   ' }, token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: 'Name is required' });
    const missing = await s.api.post('/api/locations', {}, token);
    expect(missing.body.errors).toEqual({ name: 'Required' });
    const wrong = await s.api.post('/api/locations', { name: 'A', isActive: 'yes' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ isActive: 'Expected boolean, received string' });
    const array = await s.api.post('/api/locations', [1, 2], token);
    expect(array.status).toBe(400);
    expect((await s.api.get('/api/locations', token)).body).toEqual([]);
  });

  it('lists only the caller’s locations in creation order', async () => {
    const a = await s.api.register();
    const b = await s.api.register();
    await s.api.post('/api/locations', { name: 'A1' }, a.token);
    await s.api.post('/api/locations', { name: 'B1' }, b.token);
    await s.api.post('/api/locations', { name: 'A2' }, a.token);
    const list = await s.api.get('/api/locations', a.token);
    expect(list.status).toBe(200);
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['A1', 'A2']);
  });

  it('updates partially (PUT) and answers the whole object', async () => {
    const { token } = await s.api.register();
    const created = (
      await s.api.post('/api/locations', { name: 'Cafe', address: '1 High St' }, token)
    ).body;
    const stopped = await s.api.put(`/api/locations/${created.id}`, { isActive: false }, token);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({
      id: created.id,
      name: 'Cafe',
      address: '1 High St',
      isActive: false,
    });
    expect(Date.parse(stopped.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.updatedAt),
    );
    const edited = await s.api.put(
      `/api/locations/${created.id}`,
      {
        name: 'Cafe North',
        address: '',
        description: 'By the window',
        timezone: 'America/New_York',
      },
      token,
    );
    expect(edited.body).toMatchObject({
      name: 'Cafe North',
      address: null,
      description: 'By the window',
      timezone: 'America/New_York',
      isActive: false,
    });
    expect((await s.api.get(`/api/locations/${created.id}`, token)).body).toEqual(edited.body);
    const bad = await s.api.put(`/api/locations/${created.id}`, { name: '' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: 'Name is required' });
    expect((await s.api.put(`/api/locations/${created.id}`, {}, token)).body.name).toBe(
      'Cafe North',
    );
  });

  it('turns the screen overlay off and on, and hands the choice to its screens', async () => {
    const { token } = await s.api.register();
    const created = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body;
    const hidden = await s.api.put(`/api/locations/${created.id}`, { showOverlay: false }, token);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ name: 'Lobby', showOverlay: false, isActive: true });
    const snapshot = await s.api.get(`/api/locations/${created.id}/playback`, token);
    expect(snapshot.body.location).toMatchObject({ id: created.id, showOverlay: false });
    const bad = await s.api.put(`/api/locations/${created.id}`, { showOverlay: 'no' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ showOverlay: 'Expected boolean, received string' });
    const shown = await s.api.put(`/api/locations/${created.id}`, { showOverlay: true }, token);
    expect(shown.body.showOverlay).toBe(true);
  });

  it('deletes with 204, after which the location is gone', async () => {
    const { token } = await s.api.register();
    const { id } = (await s.api.post('/api/locations', { name: 'Pop-up' }, token)).body;
    expect((await s.api.del(`/api/locations/${id}`, token)).status).toBe(204);
    expect((await s.api.get(`/api/locations/${id}`, token)).status).toBe(404);
    expect((await s.api.del(`/api/locations/${id}`, token)).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to another account for every verb and changes nothing', async () => {
    const owner = await s.api.register();
    const other = await s.api.register();
    const loc = (await s.api.post('/api/locations', { name: 'Private' }, owner.token)).body;
    const path = `/api/locations/${loc.id}`;
    for (const res of [
      await s.api.get(path, other.token),
      await s.api.put(path, { name: 'Hijacked', isActive: false }, other.token),
      await s.api.del(path, other.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Location not found' });
    }
    expect((await s.api.get(path, owner.token)).body).toEqual(loc);
    // A missing id and someone else's id look the same.
    expect((await s.api.get('/api/locations/999999', other.token)).body).toEqual({
      message: 'Location not found',
    });
  });

  it('requires sign-in for every verb', async () => {
    for (const [method, path] of [
      ['GET', '/api/locations'],
      ['POST', '/api/locations'],
      ['GET', '/api/locations/1'],
      ['PUT', '/api/locations/1'],
      ['DELETE', '/api/locations/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined;
      expect((await s.api.request(method, path, { body })).status).toBe(401);
    }
  });

  it('treats ids that cannot exist as not found', async () => {
    const { token } = await s.api.register();
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '1e3']) {
      expect((await s.api.get(`/api/locations/${id}`, token)).status).toBe(404);
    }
  });
});
