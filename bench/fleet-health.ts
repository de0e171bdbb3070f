// The back office's fleet health at 10,000 screens that each reconnected every 4 hours for a
// week (420,000 intervals, 1,000 screens dark now): connectionsRepo.onlineByHour and
// offlineLongest, and the queries they replaced, as ratios against an anchor in the same run:
// one `count(*)` over the same intervals (reading each once is the least any answer can cost).
// Usage: npx tsx bench/fleet-health.ts [runs]            (embedded PGlite, in memory)
//        DATABASE_URL=postgres://… npx tsx bench/fleet-health.ts [runs]   (a fresh, empty database)
import { sql } from 'drizzle-orm';
import { openDatabase } from '@marquee/core/db/client.js';
import { connectionsRepo } from '@marquee/core/modules/screen-health/connections-repo.js';
import { seedUsers } from '../server/test/support/seed-users.js';
import { medianTime } from './support.js';

const runs = Number(process.argv[2] ?? 5);
const SCREENS = 10_000;
const INTERVALS = 42;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: null,
  // Seeding 420,000 intervals, and the join this replaced, take longer than a request may.
  queryTimeoutMs: 600_000,
});
const { db } = database;

const seeded = performance.now();
await seedUsers(db, 1_000);
// Screens spread over every seeded location; each one's intervals are 3 h 50 min long, 4 h
// apart, the last still open but on every 10th screen (1,000 dark screens).
await db.execute(sql`
  insert into displays (user_id, location_id, name, token_hash)
  select l.user_id, l.id, 'Screen ' || g, md5(g::text)
  from generate_series(1, ${SCREENS}) g
  join (select id, user_id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from locations) l on l.n = g % l.total`);
await db.execute(sql`
  insert into display_connections (display_id, user_id, location_id, connected_at, disconnected_at, last_seen_at)
  select d.id, d.user_id, d.location_id, c.at,
         case when k = ${INTERVALS - 1} and d.id % 10 <> 0 then null
              else c.at + interval '3 hours 50 minutes' end,
         c.at + interval '3 hours 50 minutes'
  from displays d
  cross join generate_series(0, ${INTERVALS - 1}) k
  cross join lateral (select now() - interval '7 days' + k * interval '4 hours'
                             + (d.id % 60) * interval '1 second' as at) c`);
await db.execute(sql`analyze`);
console.log(
  `${database.kind}: seeded ${SCREENS} screens, ${SCREENS * INTERVALS} intervals in ${Math.round(performance.now() - seeded)} ms`,
);

const median = (fn: () => Promise<unknown>) => medianTime(fn, runs);

const to = new Date();
const from = new Date(to.getTime() - 7 * 86_400_000);
const repo = connectionsRepo(db);
// The query before the sweep: every hour mark joined to every interval holding it.
const hourJoin = () =>
  db.execute(sql`
    select h.at, count(distinct dc.display_id)::int as screens
    from (select generate_series(date_trunc('hour', ${from.toISOString()}::timestamptz), ${to.toISOString()}::timestamptz, interval '1 hour')
          union select ${to.toISOString()}::timestamptz) as h(at)
    left join display_connections dc
      on dc.connected_at <= h.at and coalesce(dc.disconnected_at, 'infinity'::timestamptz) > h.at
    group by h.at order by h.at`);

// offlineLongest before: every interval of the fleet grouped per screen.
const groupedDark = () =>
  db.execute(sql`
    select d.id, coalesce(max(dc.disconnected_at), d.paired_at) as since
    from displays d
    join locations l on l.id = d.location_id
    join users u on u.id = d.user_id
    left join display_connections dc on dc.display_id = d.id
    group by d.id, l.name, u.email
    having count(*) filter (where dc.id is not null and dc.disconnected_at is null) = 0
    order by since limit 20`);

const points = await repo.onlineByHour(from, to);
console.log(`${points.length} points, now ${points.at(-1)!.screens} online\n`);
const anchor = await median(() => db.execute(sql`select count(*) from display_connections`));
console.log('| query | median | × anchor |\n| --- | --- | --- |');
console.log(
  `| anchor: \`select count(*) from display_connections\` | ${anchor.toFixed(1)} ms | 1 |`,
);
for (const [name, fn] of [
  ['onlineByHour (sweep)', () => repo.onlineByHour(from, to)],
  ['before: hour marks joined to intervals', hourJoin],
  ['offlineLongest(20), the card beside it', () => repo.offlineLongest(20)],
  ['before: offlineLongest grouping every interval', groupedDark],
] as const) {
  const ms = await median(fn);
  console.log(`| ${name} | ${ms.toFixed(1)} ms | ${(ms / anchor).toFixed(1)}× |`);
}
await database.close();
