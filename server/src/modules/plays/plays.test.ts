import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Play, PlaysReport } from '@marquee/protocol';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { seedTenant, type Tenant } from '../../../test/support/seed-tenant.js';
import { pairScreens } from '../../../test/support/paired-screens.js';
import { playsRepo } from '@marquee/core/modules/plays/plays-repo.js';

const DAY_MS = 86_400_000;
let s: TestServer;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  s = await startTestServer();
  [a, b] = [await seedTenant(s.url, s.api), await seedTenant(s.url, s.api)];
});
afterAll(() => s?.close());

/** Midnight UTC `days` ago, plus `hours`: fixed instants the report's local days can be checked on. */
const utcDayAgo = (days: number, hours = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
      days * DAY_MS +
      hours * 3_600_000,
  );
};

const play = (t: { location: { id: number }; content: { id: number } }, at: Date, over = {}) =>
  ({
    id: randomUUID(),
    contentId: t.content.id,
    locationId: t.location.id,
    startedAt: at.toISOString(),
    seconds: 2,
    completed: true,
    ...over,
  }) satisfies Play;

const send = (token: string, plays: unknown[]) =>
  s.api.request('POST', '/api/display/plays', { token, body: { plays } });

async function report(t: Tenant, query: Record<string, string | number>) {
  const q = new URLSearchParams({
    from: utcDayAgo(30).toISOString(),
    to: new Date(Date.now() + DAY_MS).toISOString(),
    groupBy: 'content',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return s.api.get<PlaysReport & ApiErrorBody>(`/api/reports/plays?${q}`, t.token);
}

describe('POST /api/display/plays', () => {
  it('stores each play once: a resend counts as duplicates', async () => {
    const t = await seedTenant(s.url, s.api);
    const first = [play(t, utcDayAgo(0, 0.1)), play(t, utcDayAgo(0, 0.2)), play(t, utcDayAgo(1))];
    expect((await send(t.displayToken, first)).body).toEqual({ accepted: 3, duplicates: 0 });
    const again = await send(t.displayToken, [...first, play(t, utcDayAgo(0, 0.3))]);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ accepted: 1, duplicates: 3 });
    // The same id twice in one call is one play.
    const twice = play(t, utcDayAgo(0, 0.4));
    expect((await send(t.displayToken, [twice, twice])).body).toEqual({
      accepted: 1,
      duplicates: 1,
    });
    const r = (await report(t, {})).body;
    expect(r.totals).toEqual({ plays: 5, seconds: 10 });
  });

  it('takes at most 500 plays per call', async () => {
    const t = await seedTenant(s.url, s.api);
    const many = Array.from({ length: 501 }, (_, i) => play(t, utcDayAgo(0, i / 1000)));
    const tooMany = await send(t.displayToken, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 500 plays per call');
    expect((await send(t.displayToken, many.slice(0, 500))).body).toEqual({
      accepted: 500,
      duplicates: 0,
    });
  });

  it('refuses bad plays with the reason and stores none of the call', async () => {
    const t = await seedTenant(s.url, s.api);
    const good = play(t, utcDayAgo(0, 0.5));
    const cases: [unknown, string, string][] = [
      [{ ...good, id: 'not-a-uuid' }, 'plays.1.id', 'Expected a UUID'],
      [{ ...good, id: randomUUID(), seconds: -1 }, 'plays.1.seconds', ''],
      [{ ...good, id: randomUUID(), startedAt: 'yesterday' }, 'plays.1.startedAt', ''],
      [{ ...good, id: randomUUID(), completed: 'yes' }, 'plays.1.completed', ''],
      [
        { ...good, id: randomUUID(), startedAt: new Date(Date.now() + 3 * DAY_MS).toISOString() },
        'plays.1.startedAt',
        'Starts in the future',
      ],
      [
        { ...good, id: randomUUID(), startedAt: utcDayAgo(401).toISOString() },
        'plays.1.startedAt',
        'Older than the 400 days plays are kept',
      ],
    ];
    for (const [bad, field, reason] of cases) {
      const res = await send(t.displayToken, [good, bad]);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      if (reason) expect(res.body.message).toBe(reason);
    }
    expect((await send(t.displayToken, [])).status).toBe(400);
    expect((await report(t, {})).body.totals.plays).toBe(0);
  });

  it("refuses plays for another account's content or another location, storing nothing", async () => {
    const t = await seedTenant(s.url, s.api);
    const other = await s.api.post('/api/locations', { name: 'Back room' }, t.token);
    const good = play(t, utcDayAgo(0, 0.5));
    const foreignContent = await send(t.displayToken, [
      good,
      { ...play(t, utcDayAgo(0)), contentId: b.content.id },
    ]);
    expect(foreignContent.status).toBe(403);
    expect(foreignContent.body.errors).toEqual({
      'plays.1.contentId': "That content is not this screen's account's",
    });
    const ownOtherLocation = await send(t.displayToken, [
      good,
      { ...play(t, utcDayAgo(0)), locationId: other.body.id },
    ]);
    expect(ownOtherLocation.status).toBe(403);
    expect(Object.keys(ownOtherLocation.body.errors)).toEqual(['plays.1.locationId']);
    const foreignLocation = await send(t.displayToken, [{ ...good, locationId: b.location.id }]);
    expect(foreignLocation.status).toBe(403);
    expect((await report(t, {})).body.totals.plays).toBe(0);
    expect((await report(b, {})).body.totals.plays).toBe(0);
  });

  it('asks for a paired screen', async () => {
    expect((await send('', [play(a, new Date())])).status).toBe(401);
    expect((await send('no-such-token', [play(a, new Date())])).status).toBe(401);
    // An owner's session is not a screen.
    expect((await send(a.token, [play(a, new Date())])).status).toBe(401);
  });
});

describe('GET /api/reports/plays', () => {
  it("answers 404 for another account's location or content, and never counts its plays", async () => {
    expect((await send(b.displayToken, [play(b, utcDayAgo(0, 0.1))])).status).toBe(202);
    expect((await report(a, { locationId: b.location.id })).status).toBe(404);
    expect((await report(a, { contentId: b.content.id })).status).toBe(404);
    expect((await report(a, { locationId: 2_000_000_000 })).status).toBe(404);
    expect((await report(a, {})).body.rows.map((r) => r.key)).not.toContain(String(b.content.id));
    expect((await s.api.get('/api/reports/plays?groupBy=day')).status).toBe(401);
  });

  it('rejects a bad query with the reason', async () => {
    const bad = await report(a, { groupBy: 'week' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('groupBy is one of content, location, display, day, hour');
    const backwards = await report(a, {
      from: new Date().toISOString(),
      to: utcDayAgo(1).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: '"to" must be after "from"' });
  });

  it("groups by content, location, screen, the location's day and hour, saying which zone", async () => {
    const t = await seedTenant(s.url, s.api);
    // Honolulu (UTC-10) and Kolkata (UTC+5:30): no daylight saving, so the local keys are fixed.
    await s.api.put(`/api/locations/${t.location.id}`, { timezone: 'Pacific/Honolulu' }, t.token);
    const kolkata = (
      await s.api.post('/api/locations', { name: 'Kolkata', timezone: 'Asia/Kolkata' }, t.token)
    ).body;
    const [k] = await pairScreens(s.api, t.token, kolkata.id, 1);
    const at = utcDayAgo(2, 3.5); // 03:30 UTC: 17:30 the day before in Honolulu, 09:00 in Kolkata
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const before = day(utcDayAgo(3));
    const same = day(utcDayAgo(2));
    await send(t.displayToken, [play(t, at), play(t, at, { seconds: 3 })]);
    await send(k!.displayToken, [play({ ...t, location: kolkata }, at, { seconds: 5 })]);

    const byContent = (await report(t, { groupBy: 'content' })).body;
    expect(byContent.rows).toEqual([
      { key: String(t.content.id), label: 'a.png', plays: 3, seconds: 10 },
    ]);
    expect(byContent.totals).toEqual({ plays: 3, seconds: 10 });
    expect(byContent.timeZone).toBeNull();
    expect(byContent.timeZones).toEqual(['Asia/Kolkata', 'Pacific/Honolulu']);

    expect((await report(t, { groupBy: 'location' })).body.rows).toEqual([
      { key: String(t.location.id), label: 'Lobby', plays: 2, seconds: 5 },
      { key: String(kolkata.id), label: 'Kolkata', plays: 1, seconds: 5 },
    ]);
    const displays = (await report(t, { groupBy: 'display' })).body.rows;
    expect(displays.map((r) => [r.key, r.plays])).toEqual([
      [String(t.displayId), 2],
      [String(k!.displayId), 1],
    ]);
    expect(displays.every((r) => r.label.length > 0)).toBe(true);

    expect((await report(t, { groupBy: 'day' })).body.rows).toEqual([
      { key: before, label: before, plays: 2, seconds: 5 },
      { key: same, label: same, plays: 1, seconds: 5 },
    ]);
    expect((await report(t, { groupBy: 'hour' })).body.rows.map((r) => [r.key, r.plays])).toEqual([
      [`${before}T17:00`, 2],
      [`${same}T09:00`, 1],
    ]);
    const oneZone = (await report(t, { groupBy: 'hour', locationId: kolkata.id })).body;
    expect(oneZone.timeZone).toBe('Asia/Kolkata');
    expect(oneZone.rows).toEqual([
      { key: `${same}T09:00`, label: `${same}T09:00`, plays: 1, seconds: 5 },
    ]);
    expect((await report(t, { groupBy: 'day', contentId: t.content.id })).body.totals.plays).toBe(
      3,
    );
  });

  it('downloads the same rows as CSV, formula-safe', async () => {
    const t = await seedTenant(s.url, s.api);
    await s.api.put(`/api/locations/${t.location.id}`, { name: '=HYPERLINK("x")' }, t.token);
    await send(t.displayToken, [play(t, utcDayAgo(1)), play(t, utcDayAgo(0, 1))]);
    for (const groupBy of ['location', 'day', 'content']) {
      const json = (await report(t, { groupBy })).body;
      const csv = await report(t, { groupBy, format: 'csv' });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="plays-by-/);
      const lines = (csv.body as unknown as string).trimEnd().split('\r\n');
      expect(lines[0]).toBe('key,label,plays,seconds');
      expect(lines.slice(1)).toEqual(
        json.rows.map((r) =>
          [
            r.key,
            r.label.startsWith('=') ? `"'${r.label.replace(/"/g, '""')}"` : r.label,
            r.plays,
            r.seconds,
          ].join(','),
        ),
      );
    }
    const csv = (await report(t, { groupBy: 'location', format: 'csv' })).body as unknown as string;
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",2,4`);
  });
});

describe('rollups and retention', () => {
  it('counts every play once across raw days, rolled-up days and plays that arrive late', async () => {
    const t = await seedTenant(s.url, s.api);
    await s.api.put(`/api/locations/${t.location.id}`, { timezone: 'Asia/Kolkata' }, t.token);
    const old = [play(t, utcDayAgo(3, 2)), play(t, utcDayAgo(2, 23.75)), play(t, utcDayAgo(1))];
    const today = [play(t, utcDayAgo(0, 0.25))];
    await send(t.displayToken, [...old, ...today]);
    const groups = ['content', 'location', 'display', 'day', 'hour'] as const;
    const snapshot = async () => ({
      ...Object.fromEntries(
        await Promise.all(
          groups.map(async (g) => [g, (await report(t, { groupBy: g })).body.rows]),
        ),
      ),
      // A range starting mid-day: its first day is read from hourly rollups, the rest daily.
      ragged: (await report(t, { groupBy: 'location', from: utcDayAgo(3, 1).toISOString() })).body
        .totals,
    });
    const beforeRollup = await snapshot();
    expect(beforeRollup.content[0].plays).toBe(4);
    expect(beforeRollup.ragged.plays).toBe(4);

    // The rollup job (the server's, with the default 400-day retention), then a one-day
    // retention's sweep: raw rows past a day go.
    const db = s.database.db;
    const daily = {
      async rollUpAndExpire() {
        await s.services.plays.rollUpAndExpire();
        return { deleted: await playsRepo(db).deleteBefore(new Date(Date.now() - DAY_MS)) };
      },
    };
    const raw = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from plays where user_id = ${t.userId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await raw()).toBe(4);
    // Other tests' accounts share the table: the deleted count is at least this account's three.
    expect((await daily.rollUpAndExpire()).deleted).toBeGreaterThanOrEqual(3);
    // The plays of earlier days are summed and, older than a day, deleted; today's stays stored.
    expect(await raw()).toBe(1);
    expect(await snapshot()).toEqual(beforeRollup);
    // Running it again changes nothing.
    await daily.rollUpAndExpire();
    expect(await snapshot()).toEqual(beforeRollup);

    // A screen back after days offline: its old play goes straight into its rollup, once.
    const late = play(t, utcDayAgo(2, 5));
    expect((await send(t.displayToken, [late])).body).toEqual({ accepted: 1, duplicates: 0 });
    expect((await send(t.displayToken, [late])).body).toEqual({ accepted: 0, duplicates: 1 });
    await daily.rollUpAndExpire();
    const after = await snapshot();
    expect(after.content[0].plays).toBe(5);
    expect(after.day.reduce((n: number, r: { plays: number }) => n + r.plays, 0)).toBe(5);
  });
});
