import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function adminToken() {
  await s.services.auth.ensureAdmin('boss@example.com', 'bosspass1');
  return (await s.api.post('/api/login', { email: 'boss@example.com', password: 'bosspass1' })).body
    .sessionId as string;
}

describe('admin bootstrap', () => {
  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and promotes an existing account', async () => {
    const token = await adminToken();
    expect((await s.api.get('/api/auth/user', token)).body.role).toBe('admin');
    const { user, token: clientToken } = await s.api.register({ email: 'promote-me@example.com' });
    expect(user.role).toBe('client');
    await s.services.auth.ensureAdmin('Promote-Me@example.com', 'ignored-password');
    expect((await s.api.get('/api/auth/user', clientToken)).body.role).toBe('admin');
    // Promotion never resets the password the user chose.
    expect(
      (await s.api.post('/api/login', { email: user.email, password: 'secret123' })).status,
    ).toBe(200);
  });
});

describe('GET /api/admin/stats and /api/admin/users', () => {
  it('answer 401 signed out and 403 to clients', async () => {
    const { token } = await s.api.register();
    for (const path of ['/api/admin/stats', '/api/admin/users']) {
      expect((await s.api.get(path)).status).toBe(401);
      const res = await s.api.get(path, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admin access required');
    }
  });

  it('count users, locations and revenue in cents for admins', async () => {
    const token = await adminToken();
    const before = (await s.api.get('/api/admin/stats', token)).body;
    const client = await s.api.register();
    await s.api.post('/api/locations', { name: 'Shop A' }, client.token);
    await s.api.post('/api/locations', { name: 'Shop B', isActive: false }, client.token);
    const after = await s.api.get('/api/admin/stats', token);
    expect(after.status).toBe(200);
    expect(after.body.totalUsers).toBe(before.totalUsers + 1);
    expect(after.body.totalClients).toBe(before.totalClients + 1);
    expect(after.body.totalClients).toBeLessThan(after.body.totalUsers);
    expect(after.body.totalLocations).toBe(before.totalLocations + 2);
    expect(after.body.activeLocations).toBe(before.activeLocations + 1);
    // The new client is in trial: its fees are not revenue yet.
    expect(after.body.monthlyRevenue).toBe(before.monthlyRevenue);
    expect(after.body.trialMonthlyFees).toBe(before.trialMonthlyFees + 9000);
    expect(after.body.trialClients).toBe(before.trialClients + 1);
    expect(after.body.totalContent).toBe(0);
    expect(after.body.latestUsers[0].id).toBe(client.user.id);
    expect(after.body.latestUsers.length).toBeLessThanOrEqual(5);

    const list = await s.api.get('/api/admin/users', token);
    expect(list.status).toBe(200);
    const row = list.body.find((u: { id: number }) => u.id === client.user.id);
    expect(row).toMatchObject({
      email: client.user.email,
      status: 'active',
      locationCount: 2,
      role: 'client',
    });
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|argon/);
  });
});
