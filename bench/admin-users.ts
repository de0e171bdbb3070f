// Back-office users list at 100,000 accounts: each query of GET /api/admin/users (page,
// filters, sorts, the X-Total-Count query) and the full CSV export stream, as ratios against
// an anchor in the same run: a plain `select id, email from users limit 50` on the same table.
// Usage: npx tsx bench/admin-users.ts [runs]            (embedded PGlite, in memory)
//        DATABASE_URL=postgres://… npx tsx bench/admin-users.ts [runs]   (a fresh, empty database)
import { sql } from 'drizzle-orm';
import { adminUsersQuerySchema } from '@marquee/protocol';
import { openDatabase } from '@marquee/core/db/client.js';
import { adminReadModel } from '@marquee/core/modules/admin/admin-read-model.js';
import { seedUsers } from '../server/test/support/seed-users.js';
import { medianTime } from './support.js';

const runs = Number(process.argv[2] ?? 7);
const N = 100_000;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
const { db } = database;
const repo = adminReadModel(db);

const seeded = performance.now();
await seedUsers(db, N);
console.log(`${database.kind}: seeded ${N} users in ${Math.round(performance.now() - seeded)} ms`);

const median = (fn: () => Promise<unknown>) => medianTime(fn, runs);

const q = (query: Record<string, string>) => adminUsersQuerySchema.parse(query);
const page = (query: Record<string, string>) => {
  const p = q(query);
  return () => repo.listUsers(p, p.pageSize, (p.page - 1) * p.pageSize);
};
const total = (query: Record<string, string>) => () => repo.countUsers(q(query));
const exportAll = (query: Record<string, string>) => async () => {
  let n = 0;
  for await (const _ of repo.streamUsers(q(query))) n++;
  return n;
};

const anchor = await median(() => db.execute(sql`select id, email from users limit 50`));
const cases: [string, () => Promise<unknown>][] = [
  ['page 1, newest first (50 rows)', page({ pageSize: '50' })],
  ['page 1500, newest first', page({ pageSize: '50', page: '1500' })],
  ['sort by name', page({ pageSize: '50', sort: 'name' })],
  ['sort by email', page({ pageSize: '50', sort: 'email' })],
  ['sort by location count', page({ pageSize: '50', sort: '-locationCount' })],
  ['status=suspended', page({ pageSize: '50', status: 'suspended' })],
  ['plan=6-10', page({ pageSize: '50', plan: '6-10' })],
  ['search=company 4242', page({ pageSize: '50', search: 'company 4242' })],
  ['search + status + plan', page({ search: 'company 42', status: 'active', plan: '1-5' })],
  ['X-Total-Count, no filter', total({})],
  ['X-Total-Count, status=suspended', total({ status: 'suspended' })],
  ['X-Total-Count, plan=6-10', total({ plan: '6-10' })],
  ['X-Total-Count, search=company 4242', total({ search: 'company 4242' })],
  ['CSV export, all 100,000 rows (repo stream)', exportAll({})],
  ['CSV export, status=suspended (33,333 rows)', exportAll({ status: 'suspended' })],
];

console.log(`anchor (select id, email from users limit 50): ${anchor.toFixed(2)} ms\n`);
console.log('| query | median | × anchor |\n| --- | --- | --- |');
console.log(`| anchor: \`select id, email from users limit 50\` | ${anchor.toFixed(2)} ms | 1 |`);
for (const [name, fn] of cases) {
  const ms = await median(fn);
  console.log(`| ${name} | ${ms.toFixed(1)} ms | ${(ms / anchor).toFixed(0)}× |`);
}
await database.close();
