// Proof-of-play ingest and reports on PostgreSQL. 10,000 simulated screens, each playing one item
// every 10 s: 1,000 plays/s offered, each screen sending its plays in batches (default 10, the
// backlog of a screen that sends every 100 s; the player sends every 15 s or at 100 queued).
// Anchor: the same batches as bare multi-row INSERTs over a pg pool straight into a copy of the
// plays table (same indexes), at the same rate, in the same run. Reported: achieved plays/s, the
// p50/p99 of one call and their ratio to the anchor, then the report query over 30 days of hourly
// and daily rollups for all 10,000 screens (seeded with SQL) plus the last hour's raw plays, against
// a bare GROUP BY over the daily rollups.
// Usage: npm run build && npx tsx bench/plays.ts [seconds-per-side] [batch] [screens] [raw-minutes]
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { median, registerAccount, startMarquee } from './support.js';

const seconds = Number(process.argv[2] ?? 10);
const batch = Number(process.argv[3] ?? 10);
const screens = Number(process.argv[4] ?? 10_000);
/** Raw plays not yet rolled up: the hourly job leaves between one and two hours. */
const rawMinutes = Number(process.argv[5] ?? 60);
const PLAYS_PER_S = screens / 10;
const LOCATIONS = 100;
const CONTENT = 20;
const DAYS = 30;

const pgAdmin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `marquee_plays_${Date.now().toString(36)}`;
execFileSync('psql', [pgAdmin, '-qc', `create database ${dbName}`]);
const dbUrl = new URL(pgAdmin);
dbUrl.pathname = `/${dbName}`;
const marquee = await startMarquee({ DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'warn' });
const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 10 });

try {
  const session = await registerAccount(marquee.url, 'Plays Bench');
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as T[];
  const [{ id: userId }] = (await q<{ id: number }>('select id from users')) as [{ id: number }];

  // The fleet, in SQL: locations, content and screens whose tokens are known ('mqd_bench_<i>').
  await q(
    `insert into locations (user_id, name, next_billing_date)
     select $1, 'Store ' || i, now() + interval '30 days' from generate_series(1, $2) i`,
    [userId, LOCATIONS],
  );
  await q(
    `insert into content_items (user_id, original_name, content_type, mime_type, file_size, storage_key, status)
     select $1, 'Ad ' || i || '.jpg', 'image', 'image/jpeg', 1000, 'bench/' || i, 'ready'
     from generate_series(1, $2) i`,
    [userId, CONTENT],
  );
  const locationIds = (await q<{ id: number }>('select id from locations order by id')).map(
    (r) => r.id,
  );
  const contentIds = (await q<{ id: number }>('select id from content_items order by id')).map(
    (r) => r.id,
  );
  await q(
    `insert into displays (user_id, location_id, name, token_hash)
     select $1, ($2::int[])[1 + (i % $3)], 'Screen ' || i, encode(sha256(('mqd_bench_' || i)::bytea), 'hex')
     from generate_series(0, $4 - 1) i`,
    [userId, locationIds, LOCATIONS, screens],
  );
  await q('create table plays_anchor (like plays including all)');

  interface Batch {
    screen: number;
    plays: {
      id: string;
      contentId: number;
      locationId: number;
      startedAt: string;
      seconds: number;
      completed: boolean;
    }[];
  }
  /** One side's batches: `seconds` of 1,000 plays/s, each batch one screen's. */
  function makeBatches(): Batch[] {
    const out: Batch[] = [];
    const calls = Math.round((PLAYS_PER_S * seconds) / batch);
    for (let c = 0; c < calls; c++) {
      const screen = Math.floor(Math.random() * screens);
      const locationId = locationIds[screen % LOCATIONS]!;
      out.push({
        screen,
        plays: Array.from({ length: batch }, (_, k) => ({
          id: crypto.randomUUID(),
          contentId: contentIds[(screen + k) % CONTENT]!,
          locationId,
          startedAt: new Date(Date.now() - (batch - k) * 10_000).toISOString(),
          seconds: 10,
          completed: true,
        })),
      });
    }
    return out;
  }

  /** Open loop: a call every 1000/(plays/s / batch) ms whatever the answers, so slowness shows as latency. */
  async function drive(calls: Batch[], send: (b: Batch) => Promise<boolean>) {
    const gapMs = (1000 * batch) / PLAYS_PER_S;
    const latencies: number[] = [];
    let failed = 0;
    const start = performance.now();
    await Promise.all(
      calls.map(async (b, i) => {
        const due = start + i * gapMs;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const t = performance.now();
        if (!(await send(b))) failed++;
        latencies.push(performance.now() - t);
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((x, y) => x - y);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    return {
      playsPerS: ((calls.length - failed) * batch) / elapsed,
      p50: pct(0.5),
      p99: pct(0.99),
      failed,
    };
  }

  const anchor = (b: Batch) => {
    const values: unknown[] = [];
    const rows = b.plays.map((p, i) => {
      values.push(
        p.id,
        userId,
        p.locationId,
        b.screen,
        p.contentId,
        p.startedAt,
        p.seconds,
        p.completed,
      );
      const o = i * 8;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8})`;
    });
    return pool
      .query(
        `insert into plays_anchor (id, user_id, location_id, display_id, content_id, started_at, seconds, completed) values ${rows.join(', ')}`,
        values,
      )
      .then(() => true);
  };
  const ingest = async (b: Batch) => {
    const res = await fetch(`${marquee.url}/api/display/plays`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer mqd_bench_${b.screen}`,
      },
      body: JSON.stringify({ plays: b.plays }),
    });
    await res.arrayBuffer();
    // An overloaded node answers 503 (no database connection within 3 s); the screen retries.
    if (res.status === 503) return false;
    if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
    return true;
  };

  // Alternating order, so a machine that gets busier during the run weighs on both alike.
  const a: Awaited<ReturnType<typeof drive>>[] = [];
  const m: Awaited<ReturnType<typeof drive>>[] = [];
  for (const order of [0, 1]) {
    const sides = [
      async () => a.push(await drive(makeBatches(), anchor)),
      async () => m.push(await drive(makeBatches(), ingest)),
    ];
    if (order) sides.reverse();
    for (const side of sides) await side();
  }
  const med = (xs: { [k: string]: number }[], k: string) => median(xs.map((x) => x[k]!));
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `ingest, ${PLAYS_PER_S} plays/s offered from ${screens} screens in batches of ${batch}, ${seconds} s per side, 2 rounds:`,
  );
  console.log(
    `  anchor (bare INSERT)  ${fmt(med(a, 'playsPerS'))} plays/s  p50 ${fmt(med(a, 'p50'))} ms  p99 ${fmt(med(a, 'p99'))} ms`,
  );
  console.log(
    `  POST /api/display/plays  ${fmt(med(m, 'playsPerS'))} plays/s  p50 ${fmt(med(m, 'p50'))} ms  p99 ${fmt(med(m, 'p99'))} ms  503s ${m.map((r) => r.failed).join('+')}`,
  );
  console.log(
    `  ratio marquee/anchor: p50 ${fmt(med(m, 'p50') / med(a, 'p50'))}×  p99 ${fmt(med(m, 'p99') / med(a, 'p99'))}×`,
  );

  // 30 days of rollups for every screen, each screen showing one item (its own, 20 in all) all
  // day: 360 plays an hour. The rollup job has summed everything before the watermark; the
  // `rawMinutes` since then are raw plays, at the same 1,000 plays/s. The job already ran during
  // the ingest above (every minute), so its hourly rows are kept and the daily and account sums
  // are recomputed over them. A screen looping k items has k times as many rows.
  const seedStart = performance.now();
  const watermark = `date_trunc('minute', now()) - make_interval(mins => ${rawMinutes})`;
  await q(
    `insert into play_rollups (user_id, hour_start, time_zone, location_id, display_id, content_id, plays, seconds)
     select $1, h, 'UTC', d.location_id, d.id, ($2::int[])[1 + (d.id % $3)], 360, 3600
     from displays d,
          generate_series(date_trunc('hour', ${watermark}) - make_interval(days => $4), ${watermark} - interval '1 hour', interval '1 hour') h
     where d.user_id = $1
     on conflict (user_id, hour_start, location_id, display_id, content_id, time_zone) do nothing`,
    [userId, contentIds, CONTENT, DAYS],
  );
  await q(
    `insert into play_daily_rollups (user_id, day, time_zone, location_id, display_id, content_id, plays, seconds)
     select user_id, (hour_start at time zone time_zone)::date, time_zone, location_id, display_id, content_id, sum(plays), sum(seconds)
     from play_rollups group by 1, 2, 3, 4, 5, 6
     on conflict (user_id, day, location_id, display_id, content_id, time_zone)
     do update set plays = excluded.plays, seconds = excluded.seconds`,
  );
  for (const [to, src] of [
    ['play_account_rollups', 'hour_start'],
    ['play_account_daily_rollups', 'day'],
  ] as const)
    await q(
      `insert into ${to} (user_id, ${src}, time_zone, location_id, content_id, plays, seconds)
       select user_id, ${src}, time_zone, location_id, content_id, sum(plays), sum(seconds)
       from ${src === 'day' ? 'play_daily_rollups' : 'play_rollups'} group by 1, 2, 3, 4, 5
       on conflict (user_id, ${src}, location_id, content_id, time_zone)
       do update set plays = excluded.plays, seconds = excluded.seconds`,
    );
  await q(
    `insert into play_rollup_state (id, rolled_up_before) values (1, ${watermark})
     on conflict (id) do update set rolled_up_before = excluded.rolled_up_before`,
  );
  await q('delete from plays where started_at < (select rolled_up_before from play_rollup_state)');
  await q(
    `insert into plays (id, user_id, location_id, display_id, content_id, started_at, seconds, completed)
     select gen_random_uuid(), $1, d.location_id, d.id, ($2::int[])[1 + (d.id % $3)], t, 10, true
     from displays d, generate_series(${watermark}, now(), interval '10 seconds') t
     where d.user_id = $1`,
    [userId, contentIds, CONTENT],
  );
  await q('analyze');
  const [counts] = await q<{ hourly: number; daily: number; raw: number }>(
    `select (select count(*)::int from play_rollups) as hourly,
            (select count(*)::int from play_daily_rollups) as daily,
            (select count(*)::int from plays) as raw`,
  );
  console.log(
    `seeded ${counts!.hourly} hourly and ${counts!.daily} daily per-screen rollup rows and ${counts!.raw} raw plays (the last ${rawMinutes} min) in ${fmt((performance.now() - seedStart) / 1000)} s`,
  );

  const from = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  const to = new Date().toISOString();
  // Anchor: the bare GROUP BY a naive report would run, straight over the pg pool: the per-screen
  // daily rollups of the same 30 days summed by the grouping's column (no edges, no raw plays).
  const ANCHOR_KEYS: Record<string, string> = {
    day: 'day',
    content: 'content_id',
    location: 'location_id',
    display: 'display_id',
    hour: 'day',
  };
  for (const groupBy of ['day', 'content', 'location', 'display', 'hour']) {
    const times: number[] = [];
    const anchorTimes: number[] = [];
    let status = 0;
    let rows = 0;
    for (let i = 0; i < 3; i++) {
      let t = performance.now();
      await q(
        `select ${ANCHOR_KEYS[groupBy]} as key, sum(plays) as plays, sum(seconds) as seconds
         from play_daily_rollups where user_id = $1 and day >= $2::timestamptz::date and day < $3::timestamptz::date
         group by 1 order by 2 desc`,
        [userId, from, to],
      );
      anchorTimes.push(performance.now() - t);
      t = performance.now();
      const res = await fetch(
        `${marquee.url}/api/reports/plays?${new URLSearchParams({ from, to, groupBy })}`,
        { headers: { authorization: `Bearer ${session}` } },
      );
      status = res.status;
      if (status === 200) rows = ((await res.json()) as { totalRows: number }).totalRows;
      else await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    console.log(
      `  report groupBy=${groupBy} over ${DAYS} days: median ${fmt(median(times))} ms (HTTP ${status}, ${rows} rows)  anchor ${fmt(median(anchorTimes))} ms  ratio ${fmt(median(times) / median(anchorTimes))}×`,
    );
  }
} finally {
  await pool.end();
  await marquee.stop();
  // PLAYS_BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN ANALYZE (its name is printed).
  if (process.env.PLAYS_BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
  else execFileSync('psql', [pgAdmin, '-qc', `drop database ${dbName} with (force)`]);
}
