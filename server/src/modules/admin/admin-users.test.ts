import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import type { LocationChanged } from '@marquee/core/events/event-bus.js';

let s: TestServer;
let admin: string;
let adminId: number;
beforeAll(async () => {
  s = await startTestServer({ config: { supportEmail: 'help@marquee.test' } });
  await s.services.auth.ensureAdmin('root@example.com', 'rootpass1');
  const login = await s.api.post('/api/login', {
    email: 'root@example.com',
    password: 'rootpass1',
  });
  admin = login.body.sessionId;
  adminId = login.body.user.id;
});
afterAll(() => s?.close());

const ADMIN_CALLS: [string, string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/export'],
  ['GET', '/api/admin/users/1'],
  ['PATCH', '/api/admin/users/1'],
  ['DELETE', '/api/admin/users/1/sessions'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/billing'],
  ['POST', '/api/admin/locations/1/mark-paid'],
  ['POST', '/api/admin/locations/1/restore'],
  ['GET', '/api/admin/reports/revenue'],
  ['GET', '/api/admin/system/health'],
  ['GET', '/api/admin/system/logs'],
  ['GET', '/api/admin/system/backup'],
];

describe('GET /api/admin/users', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const mk = async (firstName: string, companyName: string, email: string, locations: number) => {
      const c = await s.api.register({ firstName, lastName: 'Tester', companyName, email });
      for (let i = 0; i < locations; i++)
        await s.api.post('/api/locations', { name: `${firstName} ${i}` }, c.token);
      return c.user.id as number;
    };
    ids = {
      zed: await mk('Zed', 'Zeta Bakery', 'zed@bakery.test', 0),
      amy: await mk('Amy', 'Acme_Shops', 'amy@acme.test', 3),
      bob: await mk('Bob', 'Bobs Burgers', 'bob@burgers.test', 7),
      cat: await mk('Cat', '=cmd|calc', 'cat@formula.test', 11),
    };
    await s.api.patch(`/api/admin/users/${ids.zed}`, { status: 'suspended' }, admin);
  });

  const list = (query: string) => s.api.get(`/api/admin/users?${query}`, admin);
  const emails = (body: { email: string }[]) => body.map((u) => u.email);

  it('searches name, email and company, case-insensitively, % and _ literal', async () => {
    expect(emails((await list('search=AMY')).body)).toEqual(['amy@acme.test']);
    expect(emails((await list('search=burgers')).body)).toEqual(['bob@burgers.test']);
    expect(emails((await list('search=zed%20tester')).body)).toEqual(['zed@bakery.test']);
    expect(emails((await list('search=acme_')).body)).toEqual(['amy@acme.test']);
    expect(emails((await list('search=%25')).body)).toEqual([]);
  });

  it('filters by status and by plan bucket, with the total in X-Total-Count', async () => {
    const suspended = await list('status=suspended');
    expect(emails(suspended.body)).toEqual(['zed@bakery.test']);
    expect(suspended.body[0]).toMatchObject({ status: 'suspended', locationCount: 0 });
    expect(suspended.headers.get('x-total-count')).toBe('1');
    expect(emails((await list('plan=1-5')).body)).toEqual(['amy@acme.test']);
    expect(emails((await list('plan=6-10')).body)).toEqual(['bob@burgers.test']);
    const big = await list('plan=10%2B');
    expect(big.body).toMatchObject([{ email: 'cat@formula.test', locationCount: 11 }]);
    expect(emails((await list('status=active&plan=1-5&search=amy')).body)).toEqual([
      'amy@acme.test',
    ]);
    expect((await list('status=all&plan=')).headers.get('x-total-count')).toBe('5');
  });

  it('pages and sorts on the server', async () => {
    const p1 = await list('pageSize=2&page=1&sort=email');
    const p2 = await list('pageSize=2&page=2&sort=email');
    const p3 = await list('pageSize=2&page=3&sort=email');
    expect(p1.headers.get('x-total-count')).toBe('5');
    expect([...emails(p1.body), ...emails(p2.body), ...emails(p3.body)]).toEqual([
      'amy@acme.test',
      'bob@burgers.test',
      'cat@formula.test',
      'root@example.com',
      'zed@bakery.test',
    ]);
    expect(emails((await list('sort=-locationCount&pageSize=2')).body)).toEqual([
      'cat@formula.test',
      'bob@burgers.test',
    ]);
    expect(emails((await list('sort=-createdAt&pageSize=1')).body)).toEqual(['cat@formula.test']);
    // By last name, then first name: the Testers, then Admin User.
    const byName = (await list('sort=name')).body.map((u: { firstName: string }) => u.firstName);
    expect(byName).toEqual(['Amy', 'Bob', 'Cat', 'Zed', 'Admin']);
    const reversed = (await list('sort=-name')).body.map((u: { firstName: string }) => u.firstName);
    expect(reversed).toEqual(['Admin', 'Zed', 'Cat', 'Bob', 'Amy']);
  });

  it('rejects invalid query values with field messages', async () => {
    for (const [q, field] of [
      ['status=banned', 'status'],
      ['plan=3-4', 'plan'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=5000', 'pageSize'],
      ['sort=password', 'sort'],
    ] as const) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body.errors), q).toEqual([field]);
    }
    expect((await s.api.get('/api/admin/users/export?plan=x', admin)).status).toBe(400);
  });

  it('exports the filtered set as CSV with formula cells defused', async () => {
    const res = await s.api.get('/api/admin/users/export?plan=10%2B', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="marquee-users-/);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Company,Role,Status,Locations,Joined');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",cat@formula.test,'=cmd|calc,client,active,11,");
    const all = await s.api.get('/api/admin/users/export', admin);
    expect((all.body as string).trimEnd().split('\r\n')).toHaveLength(6);
  });
});

describe('user detail and edits', () => {
  it('shows locations, billing, sessions and usage of one user; 404 for unknown ids', async () => {
    const c = await s.api.register();
    await s.api.post('/api/locations', { name: 'Detail shop' }, c.token);
    const res = await s.api.get(`/api/admin/users/${c.user.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: c.user.id, email: c.user.email, status: 'active' },
      locations: [{ name: 'Detail shop', isSuspended: false }],
      screens: [],
      contentCount: 0,
      storageBytes: 0,
      billing: { monthlyTotal: 4500, hasSubscription: false, overdueLocations: 0, invoices: [] },
    });
    expect(res.body.sessions).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenHash/);
    expect((await s.api.get('/api/admin/users/999999', admin)).status).toBe(404);
    expect((await s.api.get('/api/admin/users/abc', admin)).status).toBe(404);
  });

  it('edits name, company and role; validates input', async () => {
    const c = await s.api.register();
    const res = await s.api.patch(
      `/api/admin/users/${c.user.id}`,
      { firstName: ' Grace ', companyName: 'Hopper Labs', role: 'admin' },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Grace',
      companyName: 'Hopper Labs',
      role: 'admin',
    });
    const bad = await s.api.patch(`/api/admin/users/${c.user.id}`, { firstName: '' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.firstName).toBe('First name is required');
    const unknown = await s.api.patch(`/api/admin/users/${c.user.id}`, { email: 'x@y.z' }, admin);
    expect(unknown.status).toBe(400);
    const role = await s.api.patch(`/api/admin/users/${c.user.id}`, { role: 'owner' }, admin);
    expect(role.status).toBe(400);
    expect((await s.api.patch('/api/admin/users/999999', { firstName: 'X' }, admin)).status).toBe(
      404,
    );
  });

  it('suspends: sessions end, sign-in is refused, screens are told to stop; reactivates', async () => {
    const changes: LocationChanged[] = [];
    const stop = s.services.events.on('location.changed', (c) => changes.push(c));
    const c = await s.api.register();
    const loc = (await s.api.post('/api/locations', { name: 'Suspend me' }, c.token)).body;
    const res = await s.api.patch(`/api/admin/users/${c.user.id}`, { status: 'suspended' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspended');
    expect((await s.api.get('/api/auth/user', c.token)).status).toBe(401);
    const login = await s.api.post('/api/login', { email: c.user.email, password: c.password });
    expect(login.status).toBe(403);
    // An admin suspension is undone by support, not by paying: the answer names whom to ask.
    expect(login.body.message).toBe(
      'This account is suspended. Please contact support at help@marquee.test.',
    );
    expect(changes).toMatchObject([
      { locationId: loc.id, userId: c.user.id, reason: 'account-suspended' },
    ]);
    const detail = (await s.api.get(`/api/admin/users/${c.user.id}`, admin)).body;
    expect(detail.sessions).toEqual([]);
    expect(detail.user.status).toBe('suspended');

    await s.api.patch(`/api/admin/users/${c.user.id}`, { status: 'active' }, admin);
    expect(changes.at(-1)).toMatchObject({ locationId: loc.id, reason: 'account-reactivated' });
    expect(
      (await s.api.post('/api/login', { email: c.user.email, password: c.password })).status,
    ).toBe(200);
    stop();
  });

  it('revokes sessions', async () => {
    const c = await s.api.register();
    expect((await s.api.del(`/api/admin/users/${c.user.id}/sessions`, admin)).status).toBe(204);
    expect((await s.api.get('/api/auth/user', c.token)).status).toBe(401);
    expect((await s.api.del('/api/admin/users/999999/sessions', admin)).status).toBe(404);
  });

  it('never lets an admin demote or suspend themself', async () => {
    for (const patch of [{ role: 'client' }, { status: 'suspended' }]) {
      const res = await s.api.patch(`/api/admin/users/${adminId}`, patch, admin);
      expect(res.status).toBe(403);
    }
    const me = (await s.api.get('/api/auth/user', admin)).body;
    expect(me).toMatchObject({ role: 'admin', status: 'active' });
    // Renaming oneself is fine.
    expect(
      (await s.api.patch(`/api/admin/users/${adminId}`, { firstName: 'Root' }, admin)).status,
    ).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first, with who, what, and before/after', async () => {
    const c = await s.api.register({ companyName: 'Before Co' });
    await s.api.patch(`/api/admin/users/${c.user.id}`, { companyName: 'After Co' }, admin);
    await s.api.del(`/api/admin/users/${c.user.id}/sessions`, admin);
    const res = await s.api.get('/api/admin/audit?pageSize=2', admin);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(res.body).toMatchObject([
      { action: 'user.sessions.revoke', targetType: 'user', targetId: c.user.id },
      {
        action: 'user.update',
        actorId: adminId,
        actorEmail: 'root@example.com',
        targetId: c.user.id,
        before: { companyName: 'Before Co' },
        after: { companyName: 'After Co' },
      },
    ]);
    expect((await s.api.get('/api/admin/audit?page=-1', admin)).status).toBe(400);
  });
});

// Last: it registers a client the list tests above do not expect.
describe('admin API access', () => {
  it('answers 401 signed out and 403 to clients on every admin call, leaking nothing', async () => {
    const client = await s.api.register();
    for (const [method, path] of ADMIN_CALLS) {
      const body = method === 'GET' ? undefined : { role: 'admin' };
      const anon = await s.api.request(method, path, { body });
      expect(anon.status, `${method} ${path}`).toBe(401);
      const res = await s.api.request(method, path, { token: client.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: 'Admin access required' });
    }
    expect((await s.api.get('/api/auth/user', client.token)).body.role).toBe('client');
  });
});
