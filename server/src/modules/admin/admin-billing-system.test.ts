import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { locations, users } from '@marquee/core/db/schema/index.js';
import { inProcessQueue } from '@marquee/core/jobs/in-process-queue.js';
import { LogRing } from '@marquee/core/log-ring.js';

let s: TestServer;
let admin: string;
const logs = new LogRing(50);
const jobs = inProcessQueue(pino({ level: 'silent' }));
beforeAll(async () => {
  s = await startTestServer({ logs, jobs });
  await s.services.auth.ensureAdmin('ops@example.com', 'opspass1');
  admin = (await s.api.post('/api/login', { email: 'ops@example.com', password: 'opspass1' })).body
    .sessionId;
});
afterAll(async () => {
  await jobs.close();
  await s?.close();
});

async function clientWithLocations(n: number) {
  const c = await s.api.register();
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push((await s.api.post('/api/locations', { name: `Shop ${i}` }, c.token)).body.id);
  return { ...c, ids };
}
const setLocation = (id: number, patch: Partial<typeof locations.$inferInsert>) =>
  s.database.db.update(locations).set(patch).where(eq(locations.id, id));

describe('admin stats', () => {
  it('reports revenue in cents from non-suspended locations and the live screen count', async () => {
    const c = await clientWithLocations(2);
    await setLocation(c.ids[1]!, { isSuspended: true, suspensionDate: new Date(), unpaidDays: 5 });
    const res = await s.api.get('/api/admin/stats', admin);
    // A new account is in its free trial: a client, but not paying and not revenue yet.
    expect(res.body).toMatchObject({
      totalUsers: 2,
      totalClients: 1,
      trialClients: 1,
      payingClients: 0,
      totalLocations: 2,
      activeLocations: 1,
      monthlyRevenue: 0,
      trialMonthlyFees: 4500,
      totalContent: 0,
      connectedScreens: 0,
    });

    await s.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, c.user.id));
    expect((await s.api.get('/api/admin/stats', admin)).body).toMatchObject({
      totalClients: 1,
      trialClients: 0,
      payingClients: 1,
      monthlyRevenue: 4500,
      trialMonthlyFees: 0,
    });
    const billing = (await s.api.get('/api/admin/billing', admin)).body;
    expect(billing).toMatchObject({ monthlyRevenue: 4500, payingUsers: 1 });
    expect(billing.averageRevenuePerUser).toBe(4500);
  });
});

describe('admin billing', () => {
  it('lists overdue and suspended locations; mark-as-paid and restore lift them, audited', async () => {
    const c = await clientWithLocations(3);
    const [overdue, suspended, fine] = c.ids as [number, number, number];
    await setLocation(overdue, { unpaidDays: 2 });
    await setLocation(suspended, { isSuspended: true, unpaidDays: 5, suspensionDate: new Date() });
    const res = await s.api.get('/api/admin/billing', admin);
    expect(res.status).toBe(200);
    expect(res.body.overdue.map((l: { id: number }) => l.id)).toContain(overdue);
    expect(res.body.suspended.map((l: { id: number }) => l.id)).toContain(suspended);
    expect(
      res.body.overdue.concat(res.body.suspended).map((l: { id: number }) => l.id),
    ).not.toContain(fine);
    expect(res.body.overdue.find((l: { id: number }) => l.id === overdue)).toMatchObject({
      ownerEmail: c.user.email,
      unpaidDays: 2,
    });
    expect(res.body).toMatchObject({ subscribedUsers: 0 });
    expect(res.body.averageRevenuePerUser).toBe(
      Math.round(res.body.monthlyRevenue / res.body.payingUsers),
    );

    const paid = await s.api.post(`/api/admin/locations/${suspended}/mark-paid`, {}, admin);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ isSuspended: false, unpaidDays: 0, suspensionDate: null });
    expect(new Date(paid.body.nextBillingDate).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    const invoices = (await s.api.get('/api/billing', c.token)).body.invoices;
    expect(invoices).toMatchObject([{ status: 'paid', amount: 4500, locations: 1 }]);

    const restored = await s.api.post(`/api/admin/locations/${overdue}/restore`, {}, admin);
    expect(restored.body).toMatchObject({ isSuspended: false, unpaidDays: 0 });
    expect((await s.api.post('/api/admin/locations/999999/restore', {}, admin)).status).toBe(404);

    const audit = (await s.api.get('/api/admin/audit?pageSize=2', admin)).body;
    expect(audit).toMatchObject([
      { action: 'location.restore', targetId: overdue, before: { unpaidDays: 2 } },
      { action: 'location.mark-paid', targetId: suspended, before: { isSuspended: true } },
    ]);
  });

  it('downloads revenue by month as CSV', async () => {
    const res = await s.api.get('/api/admin/reports/revenue', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const month = new Date().toISOString().slice(0, 7);
    expect((res.body as string).split('\r\n').slice(0, 2)).toEqual([
      'Month,Paid invoices,Revenue (USD)',
      `${month},1,45.00`,
    ]);
  });
});

describe('admin system', () => {
  it('checks every dependency live', async () => {
    const res = await s.api.get('/api/admin/system/health', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      database: { status: 'ok', kind: inject('testDb') },
      redis: { status: 'not-configured' },
      storage: { status: 'ok', kind: 'local' },
      jobs: { status: 'ok', kind: 'in-process', failed: 0 },
      mediaDisk: { usedBytes: 0 },
    });
    expect(res.body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.body.mediaDisk.totalBytes).toBeGreaterThan(0);
  });

  it('shows the worker heartbeat once a worker has run', async () => {
    await s.services.system.recordHeartbeat(new Date('2030-01-01T00:00:00Z'));
    const res = await s.api.get('/api/admin/system/health', admin);
    expect(res.body.jobs.workerHeartbeat).toBe('2030-01-01T00:00:00.000Z');
  });

  it('shows recent server log lines, newest first, filtered by level', async () => {
    await s.api.get('/api/does-not-exist', admin);
    const res = await s.api.get('/api/admin/system/logs?limit=5', admin);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body[0]).toMatchObject({ level: 'info', msg: 'request completed' });
    expect(JSON.stringify(res.body)).not.toMatch(/Bearer /);
    const times = res.body.map((e: { time: string }) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await s.api.get('/api/admin/system/logs?level=error', admin)).body).toEqual([]);
    expect((await s.api.get('/api/admin/system/logs?level=loud', admin)).status).toBe(400);
  });

  it('downloads a database backup', async () => {
    const res = await fetch(`${s.url}/api/admin/system/backup`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (inject('testDb') === 'postgres') {
      expect(res.headers.get('content-type')).toBe('application/sql');
      const sql = bytes.toString('utf8');
      expect(sql).toContain('CREATE TABLE public.users');
      expect(sql).toContain('ops@example.com');
    } else {
      expect(res.headers.get('content-type')).toBe('application/gzip');
      // A tarball of PGlite's data directory.
      expect(gunzipSync(bytes).subarray(257, 262).toString()).toBe('ustar');
    }
    const audit = (await s.api.get('/api/admin/audit?pageSize=1', admin)).body;
    expect(audit[0].action).toBe('backup.download');
  });
});
