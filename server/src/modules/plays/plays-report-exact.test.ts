import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Play, PlaysReport, ReportGroup } from '@marquee/protocol';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { seedTenant, type Tenant } from '../../../test/support/seed-tenant.js';
import { seedContent } from '../../../test/support/seed-content.js';
import { pairScreens } from '../../../test/support/paired-screens.js';

// Reports read daily and hourly rollups (per screen and per account) before the watermark and raw
// plays after it. Whatever the mix, every report must equal a plain count over the raw plays,
// which this test keeps (the default retention deletes none of them).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Whole-hour zones, two of them leaving daylight saving inside the last five weeks (Berlin on
// 25 October, New York on 1 November 2026), so local days of 23, 24 and 25 hours are all covered.
// Ranges start on whole UTC hours, which are whole local hours in each of them.
const ZONES = ['America/New_York', 'Europe/Berlin', 'Pacific/Honolulu'] as const;
const GROUPS: readonly ReportGroup[] = ['day', 'hour', 'content', 'location', 'display'];

let s: TestServer;
let t: Tenant;
const screens: { displayId: number; displayToken: string; locationId: number; tz: string }[] = [];
const contentIds: number[] = [];

/** A seeded generator (mulberry32), so a failure can be replayed from the seed it prints. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const seed = Number(process.env.PLAYS_REPORT_SEED ?? Date.now() % 1_000_000);
const rnd = random(seed);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

const utcMidnight = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS;
};

/** `at`'s local wall clock in `tz`, as the report keys it. */
function localKeys(at: Date, tz: string): { day: string; hour: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: `${day}T${parts.hour}:00` };
}

/** The local midnight of `day` (YYYY-MM-DD) in `tz`: the first whole hour whose local day it is. */
function localMidnight(day: string, tz: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`);
  for (let h = -16; h <= 16; h++) {
    const at = guess + h * HOUR_MS;
    if (localKeys(new Date(at), tz).hour === `${day}T00:00`) return at;
  }
  throw new Error(`no midnight for ${day} in ${tz}`);
}

interface RawPlay {
  location_id: number;
  display_id: number;
  content_id: number;
  started_at: Date;
  seconds: number;
}

/** The report computed the plain way: every raw play in [from, to), keyed in its location's zone. */
function expected(
  raw: RawPlay[],
  q: { from: number; to: number; groupBy: ReportGroup; locationId?: number; contentId?: number },
) {
  const tzOf = new Map(screens.map((sc) => [sc.locationId, sc.tz]));
  const groups = new Map<string, { plays: number; seconds: number }>();
  for (const p of raw) {
    const at = p.started_at.getTime();
    if (at < q.from || at >= q.to) continue;
    if (q.locationId && p.location_id !== q.locationId) continue;
    if (q.contentId && p.content_id !== q.contentId) continue;
    const local = localKeys(p.started_at, tzOf.get(p.location_id)!);
    const key = {
      day: local.day,
      hour: local.hour,
      content: String(p.content_id),
      location: String(p.location_id),
      display: String(p.display_id),
    }[q.groupBy];
    const g = groups.get(key) ?? { plays: 0, seconds: 0 };
    g.plays++;
    g.seconds += p.seconds;
    groups.set(key, g);
  }
  const rows = [...groups].map(([key, g]) => ({ key, plays: g.plays, seconds: g.seconds }));
  const byTime = q.groupBy === 'day' || q.groupBy === 'hour';
  rows.sort((x, y) =>
    byTime ? (x.key < y.key ? -1 : 1) : y.plays - x.plays || (x.key < y.key ? -1 : 1),
  );
  return {
    rows,
    totals: {
      plays: rows.reduce((n, r) => n + r.plays, 0),
      seconds: rows.reduce((n, r) => n + r.seconds, 0),
    },
  };
}

async function report(q: Record<string, string | number | undefined>) {
  const query = new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  );
  const res = await s.api.get<PlaysReport>(`/api/reports/plays?${query}`, t.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const sendAll = async (plays: (Play & { token: string })[]) => {
  const byScreen = new Map<string, (Play & { token: string })[]>();
  for (const p of plays) byScreen.set(p.token, [...(byScreen.get(p.token) ?? []), p]);
  for (const [token, list] of byScreen) {
    for (let i = 0; i < list.length; i += 500) {
      const batch = list.slice(i, i + 500).map(({ token: _t, ...p }) => p);
      const res = await s.api.request('POST', '/api/display/plays', {
        token,
        body: { plays: batch },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
  }
};

beforeAll(async () => {
  s = await startTestServer();
  t = await seedTenant(s.url, s.api);
  contentIds.push(t.content.id);
  for (let i = 0; i < 2; i++) contentIds.push((await seedContent(s.database, t.userId)).id);
  for (const [i, tz] of ZONES.entries()) {
    const locationId =
      i === 0
        ? t.location.id
        : (await s.api.post('/api/locations', { name: tz, timezone: tz }, t.token)).body.id;
    if (i === 0) await s.api.put(`/api/locations/${locationId}`, { timezone: tz }, t.token);
    for (const sc of await pairScreens(s.api, t.token, locationId, 2))
      screens.push({ ...sc, locationId, tz });
  }
});
afterAll(() => s?.close());

describe('plays reports equal a plain count over the raw plays', () => {
  it(`for random plays, late plays and time-zone edges (seed ${seed})`, async () => {
    const now = Date.now();
    const oldest = utcMidnight(35);
    const play = (at: number, sc = pick(screens)) => {
      return {
        token: sc.displayToken,
        id: randomUUID(),
        contentId: pick(contentIds),
        locationId: sc.locationId,
        startedAt: new Date(at).toISOString(),
        // Halves add up exactly, whatever the order the database sums them in.
        seconds: Math.floor(rnd() * 60) / 2,
        completed: rnd() < 0.8,
      };
    };
    const random = Array.from({ length: 300 }, () => play(oldest + rnd() * (now - oldest)));
    // On and either side of local midnights and daylight-saving changes, in every zone.
    // The instants clocks went back (New York, Berlin): the local hour before repeats.
    const fallBacks = [Date.parse('2026-11-01T06:00:00Z'), Date.parse('2026-10-25T01:00:00Z')];
    const edges: number[] = [...fallBacks];
    for (const tz of ZONES)
      for (const daysAgo of [1, 2, 7, 20, 29, 30]) {
        const midnight = localMidnight(localKeys(new Date(utcMidnight(daysAgo)), tz).day, tz);
        edges.push(midnight);
      }
    const edgePlays = edges
      .filter((at) => at > oldest && at < now)
      .flatMap((at) => [play(at - 1), play(at), play(at + HOUR_MS - 1)]);
    // In both of the repeated hours, on every screen: the two hours are two rows, never one.
    const repeatedHours = fallBacks
      .filter((at) => at - HOUR_MS > oldest)
      .flatMap((at) =>
        screens.flatMap((sc) => [play(at - HOUR_MS / 2, sc), play(at + HOUR_MS / 2, sc)]),
      );
    const all = [...random, ...edgePlays, ...repeatedHours];
    const early = all.filter(() => rnd() < 0.6);
    const late = all.filter((p) => !early.includes(p));

    await sendAll(early);
    // The job: everything before this minute is summed; raw plays stay (400-day retention).
    await s.services.plays.rollUpAndExpire();
    // Plays from screens that were offline: before the watermark, so straight into the rollups.
    await sendAll(late);
    await sendAll([play(now - 60_000), play(now - 1000)]);

    const raw = (
      (await s.database.db.execute(
        sql`select location_id, display_id, content_id, started_at, seconds from plays where user_id = ${t.userId}`,
      )) as unknown as { rows: RawPlay[] }
    ).rows.map((p) => ({ ...p, started_at: new Date(p.started_at) }));
    expect(raw).toHaveLength(all.length + 2);
    // The reports below read all three sources: rolled-up days, rolled-up hours and raw plays.
    const [summed] = (
      (await s.database.db.execute(
        sql`select (select coalesce(sum(plays), 0)::int from play_account_daily_rollups where user_id = ${t.userId}) as account,
                   (select coalesce(sum(plays), 0)::int from play_daily_rollups where user_id = ${t.userId}) as screens`,
      )) as unknown as { rows: { account: number; screens: number }[] }
    ).rows;
    expect(summed!.account).toBeGreaterThan(all.length / 2);
    expect(summed!.screens).toBe(summed!.account);

    const hourAgo = (h: number) => Math.floor(now / HOUR_MS) * HOUR_MS - h * HOUR_MS;
    const ranges: [number, number][] = [
      [oldest, now + DAY_MS],
      [localMidnight(localKeys(new Date(utcMidnight(10)), ZONES[0]).day, ZONES[0]), utcMidnight(0)],
      [hourAgo(5), hourAgo(1)], // inside a day, past the watermark or either side of it
      [utcMidnight(1) - 3 * HOUR_MS, utcMidnight(1) + 5 * HOUR_MS], // no whole local day anywhere
      // Starting and ending inside an hour: those parts of the rolled-up hours come from raw plays.
      [hourAgo(30) + 20 * 60_000, hourAgo(3) + 17 * 60_000 + 5_000],
      [hourAgo(10) + 5 * 60_000, hourAgo(10) + 40 * 60_000],
      [utcMidnight(7) - 1, now - 30_000],
      // From the second of the repeated hours, and the first alone.
      ...fallBacks.flatMap((at): [number, number][] => [
        [at, at + 2 * HOUR_MS],
        [at - HOUR_MS, at],
      ]),
      ...Array.from({ length: 5 }, (): [number, number] => {
        const a = hourAgo(Math.floor(rnd() * 35 * 24));
        const b = hourAgo(Math.floor(rnd() * 35 * 24));
        return a < b ? [a, b + HOUR_MS] : [b, a + HOUR_MS];
      }),
    ];
    for (const [from, to] of ranges)
      for (const groupBy of GROUPS)
        for (const filter of [
          {},
          { locationId: pick(screens).locationId },
          { contentId: pick(contentIds) },
        ]) {
          const q = {
            from: new Date(from).toISOString(),
            to: new Date(to).toISOString(),
            groupBy,
            ...filter,
          };
          const want = expected(raw, { from, to, groupBy, ...filter });
          const got = await report(q);
          const at = JSON.stringify(q);
          expect(
            got.rows.map((r) => ({ key: r.key, plays: r.plays, seconds: r.seconds })),
            at,
          ).toEqual(want.rows);
          expect(got.totals, at).toEqual(want.totals);
          expect(got.totalRows, at).toBe(want.rows.length);
        }
  });

  it('pages the rows, with the total of every row and the CSV holding them all', async () => {
    const from = new Date(utcMidnight(35)).toISOString();
    const to = new Date(Date.now() + DAY_MS).toISOString();
    const whole = await report({ from, to, groupBy: 'display' });
    expect(whole.rows.length).toBe(screens.length);
    const page = await report({ from, to, groupBy: 'display', limit: 2, offset: 3 });
    expect(page.rows).toEqual(whole.rows.slice(3, 5));
    expect(page.totalRows).toBe(screens.length);
    expect(page.totals).toEqual(whole.totals);
    const past = await report({ from, to, groupBy: 'display', limit: 2, offset: 100 });
    expect(past.rows).toEqual([]);
    expect(past.totals).toEqual(whole.totals);
    const csv = await s.api.get<string>(
      `/api/reports/plays?${new URLSearchParams({ from, to, groupBy: 'display', limit: '2', format: 'csv' })}`,
      t.token,
    );
    expect((csv.body as unknown as string).trimEnd().split('\r\n')).toHaveLength(
      screens.length + 1,
    );
    const tooMany = await s.api.get<{ message: string }>(
      `/api/reports/plays?${new URLSearchParams({ from, to, groupBy: 'display', limit: '1001' })}`,
      t.token,
    );
    expect(tooMany.status).toBe(400);
  });
});
