import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { seedContent } from '../../../test/support/seed-content.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function ownerWithContent(n = 3) {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Shop' }, owner.token)).body;
  const content = [];
  for (let i = 0; i < n; i++)
    content.push(
      await seedContent(s.database, owner.user.id, {
        originalName: `item-${i}.png`,
        displayDuration: 10 + i,
      }),
    );
  return { ...owner, location, ids: content.map((c) => c.id) };
}

describe('PUT /api/locations/:id/content-order', () => {
  it('replaces the order, keeping kept items’ durations while new ones follow the item’s own', async () => {
    const { token, location, ids } = await ownerWithContent();
    const [a, b, c] = ids as [number, number, number];
    const first = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [a, b] },
      token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { contentId: a, position: 0, displayDuration: 10, ownDuration: null },
      { contentId: b, position: 1, displayDuration: 11, ownDuration: null },
    ]);
    await s.api.put(
      `/api/locations/${location.id}/playlist`,
      {
        items: [
          { contentId: b, displayDuration: 3 },
          { contentId: a, displayDuration: 20 },
        ],
      },
      token,
    );
    const reordered = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [c, a, b] },
      token,
    );
    expect(reordered.body).toEqual([
      { contentId: c, position: 0, displayDuration: 12, ownDuration: null },
      { contentId: a, position: 1, displayDuration: 20, ownDuration: 20 },
      { contentId: b, position: 2, displayDuration: 3, ownDuration: 3 },
    ]);
    expect((await s.api.get(`/api/locations/${location.id}/playlist`, token)).body).toEqual(
      reordered.body,
    );
  });

  it('refuses another account’s content, unknown and repeated ids with 400, changing nothing', async () => {
    const { token, location, ids } = await ownerWithContent(2);
    const other = await ownerWithContent(1);
    await s.api.put(`/api/locations/${location.id}/content-order`, { contentOrder: ids }, token);
    const foreign = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [ids[0], other.ids[0]] },
      token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.contentOrder).toContain(String(other.ids[0]));
    const repeated = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [ids[0], ids[0]] },
      token,
    );
    expect(repeated.status).toBe(400);
    const wrongType = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: 'all' },
      token,
    );
    expect(wrongType.status).toBe(400);
    expect(
      (await s.api.get(`/api/locations/${location.id}/playlist`, token)).body.map(
        (e: { contentId: number }) => e.contentId,
      ),
    ).toEqual(ids);
  });

  it('is owner-only: another account’s location is 404 for every verb', async () => {
    const { location, ids } = await ownerWithContent(1);
    const other = await s.api.register();
    expect((await s.api.get(`/api/locations/${location.id}/playlist`, other.token)).status).toBe(
      404,
    );
    expect(
      (
        await s.api.put(
          `/api/locations/${location.id}/content-order`,
          { contentOrder: [] },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await s.api.put(`/api/locations/${location.id}/playlist`, { items: [] }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await s.api.put(`/api/locations/${location.id}/content-order`, { contentOrder: ids }))
        .status,
    ).toBe(401);
  });
});

describe('PUT /api/locations/:id/playlist', () => {
  it('saves per-entry durations and checks them (1–300 s)', async () => {
    const { token, location, ids } = await ownerWithContent(1);
    const save = (d: unknown) =>
      s.api.put(
        `/api/locations/${location.id}/playlist`,
        { items: [{ contentId: ids[0], displayDuration: d }] },
        token,
      );
    expect((await save(300)).body[0].displayDuration).toBe(300);
    expect((await save(null)).body[0]).toMatchObject({ displayDuration: 10, ownDuration: null });
    expect((await save(300)).body[0].ownDuration).toBe(300);
    for (const bad of [0, 301, 999]) {
      const res = await save(bad);
      expect(res.status).toBe(400);
      expect(res.body.errors['items.0.displayDuration']).toBe(
        'Duration must be between 1 and 300 seconds',
      );
    }
    // Nothing was clamped or replaced by the default: the last good value stays.
    expect(
      (await s.api.get(`/api/locations/${location.id}/playlist`, token)).body[0],
    ).toMatchObject({ displayDuration: 300, ownDuration: 300 });
    expect((await save(2.5)).body.errors['items.0.displayDuration']).toBe(
      'Duration must be a whole number of seconds',
    );
    expect(
      (await s.api.get(`/api/locations/${location.id}/playlist`, token)).body[0].displayDuration,
    ).toBe(300);
  });

  it('names the items field (not contentOrder) when ids are unknown or repeated', async () => {
    const { token, location, ids } = await ownerWithContent(1);
    const other = await ownerWithContent(1);
    const foreign = await s.api.put(
      `/api/locations/${location.id}/playlist`,
      { items: [{ contentId: other.ids[0], displayDuration: null }] },
      token,
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors)).toEqual(['items']);
    expect(foreign.body.errors.items).toContain(String(other.ids[0]));
    const repeated = await s.api.put(
      `/api/locations/${location.id}/playlist`,
      {
        items: [
          { contentId: ids[0], displayDuration: null },
          { contentId: ids[0], displayDuration: 5 },
        ],
      },
      token,
    );
    expect(repeated.status).toBe(400);
    expect(Object.keys(repeated.body.errors)).toEqual(['items']);
  });

  it('keeps an entry that follows its item following it through reorders and saves', async () => {
    const { token, location, ids } = await ownerWithContent(3);
    const url = `/api/locations/${location.id}/playlist`;
    await s.api.put(
      url,
      {
        items: [
          { contentId: ids[0], displayDuration: null },
          { contentId: ids[1], displayDuration: 42 },
          { contentId: ids[2], displayDuration: null },
        ],
      },
      token,
    );
    const reordered = await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [ids[2], ids[1], ids[0]] },
      token,
    );
    expect(reordered.body.map((e: { ownDuration: number | null }) => e.ownDuration)).toEqual([
      null,
      42,
      null,
    ]);
    // The item's own duration changes later (a video's length once processed): followers follow.
    await s.api.patch(`/api/content/${ids[0]}`, { displayDuration: 77 }, token);
    const after = (await s.api.get(url, token)).body;
    expect(after.find((e: { contentId: number }) => e.contentId === ids[0])).toMatchObject({
      displayDuration: 77,
      ownDuration: null,
    });
  });
});
