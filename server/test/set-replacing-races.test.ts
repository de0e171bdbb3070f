import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';
import { scheduleItems } from '@marquee/core/db/schema/index.js';

/**
 * Writes that replace a whole set, sent N at a time as a double-click or two open tabs would.
 * On PostgreSQL they really run in parallel (PGlite has one connection and queues them anyway).
 */
const N = 30;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function ownerWithContent(count: number) {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Lobby' }, owner.token)).body;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await seedContent(s.database, owner.user.id)).id);
  return { ...owner, location, ids };
}

/** A different arrangement per request: rotated, and every other one reversed and shortened. */
function arrangement(ids: number[], k: number): number[] {
  const rotated = [...ids.slice(k % ids.length), ...ids.slice(0, k % ids.length)];
  return k % 2 ? rotated.reverse().slice(0, ids.length - (k % 3)) : rotated;
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );

const newSchedule = async (token: string, locationId: number) =>
  (
    await s.api.post(
      '/api/schedules',
      { name: 'Sale', locationId, startDate: '2030-01-01', startTime: '09:00', endTime: '17:00' },
      token,
    )
  ).body;

describe(`${N} concurrent set-replacing writes: all succeed, the last one wins whole`, () => {
  it('PUT /locations/:id/playlist (order and durations)', async () => {
    const { token, location, ids } = await ownerWithContent(6);
    const sent = Array.from({ length: N }, (_, k) =>
      arrangement(ids, k).map((contentId, i) => ({
        contentId,
        displayDuration: (k + i) % 3 === 0 ? null : 1 + ((k * 7 + i) % 300),
      })),
    );
    const responses = await Promise.all(
      sent.map((items) => s.api.put(`/api/locations/${location.id}/playlist`, { items }, token)),
    );
    expect(statuses(responses)).toEqual({ 200: N });
    const saved = (await s.api.get(`/api/locations/${location.id}/playlist`, token)).body as {
      contentId: number;
      ownDuration: number | null;
      position: number;
    }[];
    const final = saved.map((e) => ({ contentId: e.contentId, displayDuration: e.ownDuration }));
    expect(sent).toContainEqual(final);
    expect(saved.map((e) => e.position)).toEqual(saved.map((_, i) => i));
  });

  it('PUT /locations/:id/content-order (order; each entry keeps its own duration)', async () => {
    const { token, location, ids } = await ownerWithContent(6);
    const own = new Map(ids.map((id, i) => [id, i % 2 ? 30 + i : null]));
    const initial = ids.map((contentId) => ({ contentId, displayDuration: own.get(contentId)! }));
    expect(
      (await s.api.put(`/api/locations/${location.id}/playlist`, { items: initial }, token)).status,
    ).toBe(200);
    const sent = Array.from({ length: N }, (_, k) => arrangement(ids, k));
    const responses = await Promise.all(
      sent.map((contentOrder) =>
        s.api.put(`/api/locations/${location.id}/content-order`, { contentOrder }, token),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: N });
    const saved = (await s.api.get(`/api/locations/${location.id}/playlist`, token)).body as {
      contentId: number;
      ownDuration: number | null;
    }[];
    expect(sent).toContainEqual(saved.map((e) => e.contentId));
    // An entry dropped by one save and brought back by a later one follows its item again.
    for (const e of saved) expect([own.get(e.contentId), null]).toContain(e.ownDuration);
  });

  it('POST /schedule-content with different items: every one is assigned once, in its own place', async () => {
    const { token, location, ids } = await ownerWithContent(N);
    const schedule = await newSchedule(token, location.id);
    const responses = await Promise.all(
      ids.map((contentItemId) =>
        s.api.post('/api/schedule-content', { scheduleId: schedule.id, contentItemId }, token),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: N });
    const saved = (await s.api.get(`/api/schedules/${schedule.id}`, token)).body;
    expect([...saved.contentIds].sort((a: number, b: number) => a - b)).toEqual(ids);
    const positions = await s.database.db
      .select({ position: scheduleItems.position })
      .from(scheduleItems)
      .where(eq(scheduleItems.scheduleId, schedule.id));
    expect(positions.map((p) => p.position).sort((a, b) => a - b)).toEqual(ids.map((_, i) => i));
  });

  it('POST /schedule-content with the same item: one 201, the rest 409, assigned once', async () => {
    const { token, location, ids } = await ownerWithContent(1);
    const schedule = await newSchedule(token, location.id);
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        s.api.post(
          '/api/schedule-content',
          { scheduleId: schedule.id, contentItemId: ids[0] },
          token,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: N - 1 });
    expect((await s.api.get(`/api/schedules/${schedule.id}`, token)).body.contentIds).toEqual(ids);
  });

  it('playlist saves racing a location delete end in 200 or 404, never 5xx', async () => {
    const { token, location, ids } = await ownerWithContent(3);
    const saves = Array.from({ length: N }, (_, k) =>
      s.api.put(
        `/api/locations/${location.id}/content-order`,
        { contentOrder: arrangement(ids, k) },
        token,
      ),
    );
    const [deleted, ...rest] = await Promise.all([
      s.api.del(`/api/locations/${location.id}`, token),
      ...saves,
    ]);
    expect(deleted.status).toBe(204);
    for (const r of rest) expect([200, 404]).toContain(r.status);
    expect((await s.api.get(`/api/locations/${location.id}/playlist`, token)).status).toBe(404);
  });
});
