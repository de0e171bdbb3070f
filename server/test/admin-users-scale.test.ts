import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedUsers } from './support/seed-users.js';

/**
 * 100,000 accounts, seeded in one INSERT … SELECT: every 3rd is suspended, every 10th owns
 * (id % 13) locations. Correctness at scale; timings live in bench/admin-users.ts.
 */
const N = 100_000;
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  await s.services.auth.ensureAdmin('scale@example.com', 'scalepass1');
  admin = (await s.api.post('/api/login', { email: 'scale@example.com', password: 'scalepass1' }))
    .body.sessionId;
  await seedUsers(s.database.db, N);
  // The embedded database seeds on this thread: the keep-alive timers of the server and of the
  // client fell due meanwhile. Let them fire before the next request, or it reuses a
  // connection the server is about to close (ECONNRESET).
  await new Promise((resolve) => setTimeout(resolve, 20));
}, 180_000);
afterAll(() => s?.close());

const list = (q: string) => s.api.get(`/api/admin/users?${q}`, admin);

describe('admin users at 100,000 accounts', () => {
  it('pages the newest first with an exact total', async () => {
    const first = await list('pageSize=50');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(N + 1));
    expect(first.body).toHaveLength(50);
    expect(first.body[0].email).toBe('scale@example.com');
    expect(first.body[1].email).toBe(`bulk${N}@scale.test`);
    const deep = await list('pageSize=50&page=1500');
    expect(deep.body[0].email).toBe(`bulk${N - 1500 * 50 + 51}@scale.test`);
  });

  it('filters by status, plan and search, alone and together', async () => {
    const suspended = await list('status=suspended&pageSize=10');
    expect(suspended.headers.get('x-total-count')).toBe(String(Math.floor(N / 3)));
    expect(suspended.body.every((u: { status: string }) => u.status === 'suspended')).toBe(true);

    // Every 10th account owns g % 13 locations: count the ids whose bucket matches.
    const expectedIn = (lo: number, hi: number) => {
      let n = 0;
      for (let g = 10; g <= N; g += 10) if (g % 13 >= lo && g % 13 <= hi) n++;
      return n;
    };
    const small = await list('plan=1-5&pageSize=5');
    expect(small.headers.get('x-total-count')).toBe(String(expectedIn(1, 5)));
    const big = await list('plan=10%2B&sort=-locationCount&pageSize=5');
    expect(big.headers.get('x-total-count')).toBe(String(expectedIn(11, 12)));
    expect(big.body[0].locationCount).toBe(12);

    const search = await list('search=bulk4242@&pageSize=5');
    expect(search.body.map((u: { email: string }) => u.email)).toEqual(['bulk4242@scale.test']);
    const company = await list('search=company%204242&status=active&plan=1-5');
    for (const u of company.body) {
      expect(u.companyName).toMatch(/^Company 4242/);
      expect(u.status).toBe('active');
      expect(u.locationCount).toBeGreaterThanOrEqual(1);
      expect(u.locationCount).toBeLessThanOrEqual(5);
    }

    const byEmail = await list('sort=email&pageSize=3');
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual([
      'bulk100000@scale.test',
      'bulk10000@scale.test',
      'bulk10001@scale.test',
    ]);
  });

  it('exports the whole filtered set as CSV', async () => {
    const res = await s.api.get('/api/admin/users/export?status=suspended', admin);
    expect(res.status).toBe(200);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines).toHaveLength(Math.floor(N / 3) + 1);
    expect(lines[1]).toMatch(/^\d+,First3,Last3,bulk3@scale\.test,Company 3,client,suspended,0,/);
    const all = await s.api.get('/api/admin/users/export', admin);
    expect((all.body as string).trimEnd().split('\r\n')).toHaveLength(N + 2);
  });
});
