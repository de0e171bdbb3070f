import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';
import { databaseErrorFrom } from '../src/http/database-errors.js';

const NUL = 'a\u0000b';
const REFUSED = 'Must not contain control characters';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  await s.services.auth.ensureAdmin('root@example.com', 'rootpass1');
  admin = (await s.api.post('/api/login', { email: 'root@example.com', password: 'rootpass1' }))
    .body.sessionId;
});
afterAll(() => s?.close());

function expectRefused(
  res: { status: number; body: { message: string; errors?: object } },
  field: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.errors).toEqual({ [field]: REFUSED });
}

describe('a NUL byte (or any control character) in a stored or searched text field is a 400', () => {
  it.each(['firstName', 'lastName', 'companyName'])('register %s', async (field) => {
    const email = `nul-${field.toLowerCase()}@example.com`;
    const body = {
      email,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Cafe',
      [field]: NUL,
    };
    expectRefused(await s.api.post('/api/register', body), field);
    // Nothing was stored: the address is still free.
    expect((await s.api.post('/api/register', { ...body, [field]: 'ok' })).status).toBe(201);
  });

  it.each(['firstName', 'lastName', 'companyName'])('profile %s', async (field) => {
    const { token, user } = await s.api.register();
    expectRefused(await s.api.patch('/api/auth/user', { [field]: NUL }, token), field);
    expect((await s.api.get('/api/auth/user', token)).body[field]).toBe(
      (user as unknown as Record<string, string>)[field],
    );
  });

  it.each([
    ['name', NUL],
    ['address', NUL],
    ['description', NUL],
    ['name', 'line\nbreak'],
    ['address', 'tab\there'],
    ['description', 'bell\u0007'],
    ['name', 'c1\u0085'],
  ])('location %s (create and update): %j', async (field, value) => {
    const { token } = await s.api.register();
    expectRefused(
      await s.api.post('/api/locations', { name: 'Lobby', [field]: value }, token),
      field,
    );
    expect((await s.api.get('/api/locations', token)).body).toEqual([]);
    const created = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body;
    expectRefused(
      await s.api.put(`/api/locations/${created.id}`, { [field]: value }, token),
      field,
    );
    expect((await s.api.get(`/api/locations/${created.id}`, token)).body).toEqual(created);
  });

  it('a location description keeps its lines and tabs', async () => {
    const { token } = await s.api.register();
    const res = await s.api.post(
      '/api/locations',
      { name: 'Lobby', description: 'Line one\n\tLine two\r\nLine three' },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('Line one\n\tLine two\r\nLine three');
  });

  it('content name', async () => {
    const { token, user } = await s.api.register();
    const item = await seedContent(s.database, user.id, { originalName: 'menu.png' });
    expectRefused(
      await s.api.patch(`/api/content/${item.id}`, { originalName: NUL }, token),
      'originalName',
    );
    expect((await s.api.get(`/api/content/${item.id}`, token)).body.originalName).toBe('menu.png');
  });

  it('schedule name (create and update)', async () => {
    const { token } = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body;
    const schedule = {
      name: NUL,
      locationId: location.id,
      startDate: '2030-01-01',
      startTime: '09:00',
      endTime: '17:00',
    };
    expectRefused(await s.api.post('/api/schedules', schedule, token), 'name');
    expect((await s.api.get('/api/schedules', token)).body).toEqual([]);
    const created = (await s.api.post('/api/schedules', { ...schedule, name: 'Sale' }, token)).body;
    expectRefused(await s.api.patch(`/api/schedules/${created.id}`, { name: NUL }, token), 'name');
    expect((await s.api.get(`/api/schedules/${created.id}`, token)).body.name).toBe('Sale');
  });

  it('screen name when pairing, and display rename', async () => {
    const { token } = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body;
    const { pairingCode } = (
      await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token)
    ).body;
    expectRefused(await s.api.post('/api/pair-display', { code: pairingCode, name: NUL }), 'name');
    // The code was not used up by the refused attempt.
    const paired = await s.api.post('/api/pair-display', { code: pairingCode, name: 'Lobby TV' });
    expect(paired.status).toBe(200);
    expectRefused(
      await s.api.patch(`/api/displays/${paired.body.displayId}`, { name: NUL }, token),
      'name',
    );
    const screens = (await s.api.get(`/api/locations/${location.id}/displays`, token)).body;
    expect(screens.map((d: { name: string }) => d.name)).toEqual(['Lobby TV']);
  });

  it('a screen’s reported resolution with control characters is ignored, not stored', async () => {
    const { token } = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Lobby' }, token)).body;
    const { pairingCode } = (
      await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token)
    ).body;
    const { displayToken } = (await s.api.post('/api/pair-display', { code: pairingCode })).body;
    const res = await s.api.get('/api/display/session?resolution=1920%00x1080', displayToken);
    expect(res.status).toBe(200);
    const playback = await s.api.get(
      `/api/locations/${location.id}/active-content?resolution=a%00b`,
      displayToken,
    );
    expect(playback.status).toBe(200);
    const screens = (await s.api.get(`/api/locations/${location.id}/displays`, token)).body;
    expect(screens.map((d: { resolution: string | null }) => d.resolution)).toEqual([null]);
  });

  it.each(['/api/admin/users', '/api/admin/users/export'])('admin search on %s', async (route) => {
    expectRefused(await s.api.get(`${route}?search=a%00b`, admin), 'search');
    expectRefused(await s.api.get(`${route}?search=a%1Fb`, admin), 'search');
  });

  it.each(['firstName', 'lastName', 'companyName'])('admin edit of a user’s %s', async (field) => {
    const { user } = await s.api.register();
    expectRefused(await s.api.patch(`/api/admin/users/${user.id}`, { [field]: NUL }, admin), field);
    const detail = (await s.api.get(`/api/admin/users/${user.id}`, admin)).body;
    expect(detail.user[field]).toBe((user as unknown as Record<string, string>)[field]);
  });
});

describe('PostgreSQL data errors that slip past validation', () => {
  it.each([
    ['a NUL byte', sql`select ${NUL}::text`],
    ['a malformed number', sql`select ${'abc'}::int`],
    ['an out-of-range number', sql`select ${'99999999999'}::int`],
    ['an impossible date', sql`select ${'2024-13-45'}::date`],
    ['a division by zero', sql`select 1 / ${0}::int`],
  ])('%s maps to a 400', async (_label, query) => {
    const err = await s.database.db.execute(query).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeDefined();
    expect(databaseErrorFrom(err)?.status).toBe(400);
  });
});
