import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, locations, playlistItems, users } from '@marquee/core/db/schema/index.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { seedContent } from './support/seed-content.js';
import { pairScreens } from './support/paired-screens.js';
import { parsePrometheusText } from './support/prometheus-text.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function revisionOf(locationId: number): Promise<number> {
  const [row] = await s.database.db
    .select({ revision: locations.playbackRevision })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row!.revision;
}

async function counted(name: string, labels: Record<string, string> = {}): Promise<number> {
  const samples = parsePrometheusText((await s.api.get<string>('/metrics')).body);
  return samples
    .filter((m) => m.name === name)
    .filter((m) => Object.entries(labels).every(([k, v]) => m.labels[k] === v))
    .reduce((sum, m) => sum + m.value, 0);
}

async function ownerWithLocation() {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Depot' }, owner.token)).body as {
    id: number;
  };
  return { owner, location };
}

const poll = (locationId: number, token: string, headers: Record<string, string> = {}, q = '') =>
  s.api.request('GET', `/api/locations/${locationId}/playback${q}`, { token, headers });

describe('playback revision', () => {
  it('moves with every kind of write that changes what a location plays, and only then', async () => {
    const { owner, location } = await ownerWithLocation();
    const item = await seedContent(s.database, owner.user.id);
    let last = await revisionOf(location.id);
    const bumped = async () => {
      const now = await revisionOf(location.id);
      const moved = now > last;
      last = now;
      return moved;
    };
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    expect(await bumped()).toBe(true);
    await s.api.patch(`/api/content/${item.id}`, { originalName: 'renamed.png' }, owner.token);
    expect(await bumped()).toBe(true);
    await s.api.put(`/api/locations/${location.id}`, { showOverlay: false }, owner.token);
    expect(await bumped()).toBe(true);
    const schedule = await s.api.post(
      '/api/schedules',
      {
        locationId: location.id,
        name: 'Lunch',
        startDate: '2030-01-01',
        startTime: '12:00',
        endTime: '13:00',
      },
      owner.token,
    );
    expect(schedule.status).toBe(201);
    expect(await bumped()).toBe(true);
    await s.api.put(
      `/api/locations/${location.id}`,
      {
        ticker: {
          enabled: true,
          items: ['Fresh bread daily'],
          speed: 80,
          textColor: '#ffffff',
          backgroundColor: '#000000',
          position: 'bottom',
        },
      },
      owner.token,
    );
    expect(await bumped()).toBe(true);
    const alert = await s.api.post(
      '/api/emergency/alerts',
      { message: 'Leave by the side door', severity: 'warning', locationIds: null },
      owner.token,
    );
    expect(alert.status).toBe(201);
    expect(await bumped()).toBe(true);
    await s.api.post(`/api/emergency/alerts/${alert.body.id}/clear`, {}, owner.token);
    expect(await bumped()).toBe(true);
    const preset = await s.api.post(
      '/api/emergency/presets',
      { message: 'Fire: evacuate the building', severity: 'critical' },
      owner.token,
    );
    expect(preset.status).toBe(201);
    expect(await bumped()).toBe(true);
    // A setting the screens do not get leaves the revision alone.
    await s.api.put(`/api/locations/${location.id}`, { address: '1 Quay St' }, owner.token);
    expect(await bumped()).toBe(false);
    // The owner's account: suspending it stops the screens, other changes to it do not reach them.
    const account = eq(users.id, owner.user.id);
    await s.database.db.update(users).set({ firstName: 'Renamed' }).where(account);
    expect(await bumped()).toBe(false);
    await s.database.db.update(users).set({ status: 'suspended' }).where(account);
    expect(await bumped()).toBe(true);
  });

  it('moves in the same transaction as the write: a rolled-back write bumps nothing', async () => {
    const { owner, location } = await ownerWithLocation();
    const item = await seedContent(s.database, owner.user.id);
    const before = await revisionOf(location.id);
    await expect(
      s.database.db.transaction(async (tx) => {
        await tx.insert(playlistItems).values({
          userId: owner.user.id,
          locationId: location.id,
          contentId: item.id,
          position: 0,
        });
        await tx
          .update(contentItems)
          .set({ originalName: 'x.png' })
          .where(eq(contentItems.id, item.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await revisionOf(location.id)).toBe(before);
  });

  it('builds one snapshot per change however many screens re-fetch at once', async () => {
    const { owner, location } = await ownerWithLocation();
    const item = await seedContent(s.database, owner.user.id);
    const screens = await pairScreens(s.api, owner.token, location.id, 20);
    const first = await poll(location.id, screens[0]!.displayToken);
    const etag = first.headers.get('etag')!;

    const builds = await counted('marquee_snapshot_builds_total');
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [item.id] },
      owner.token,
    );
    const revision = await revisionOf(location.id);
    const answers = await Promise.all(
      screens.map((sc) =>
        poll(location.id, sc.displayToken, { 'if-none-match': etag }, `?revision=${revision}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(screens.map(() => 200));
    expect(new Set(answers.map((a) => a.headers.get('etag')))).toEqual(
      new Set([`"${location.id}.${revision}"`]),
    );
    expect(await counted('marquee_snapshot_builds_total')).toBe(builds + 1);

    // Unchanged polls afterwards build nothing and are counted as 304s.
    const notModified = await counted('marquee_playback_polls_total', { result: 'not_modified' });
    const again = await Promise.all(
      screens.map((sc) =>
        poll(location.id, sc.displayToken, { 'if-none-match': answers[0]!.headers.get('etag')! }),
      ),
    );
    expect(again.map((a) => a.status)).toEqual(screens.map(() => 304));
    expect(await counted('marquee_snapshot_builds_total')).toBe(builds + 1);
    expect(await counted('marquee_playback_polls_total', { result: 'not_modified' })).toBe(
      notModified + screens.length,
    );
  });

  it('answers an unchanged poll before Express with the headers Express gives it', async () => {
    const { owner, location } = await ownerWithLocation();
    const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
    const token = screen!.displayToken;
    const etag = (await poll(location.id, token)).headers.get('etag')!;
    const fast = await poll(location.id, token, {
      'if-none-match': etag,
      'x-request-id': 'poll-1',
    });
    // An unknown parameter is left to Express, which answers the same poll itself.
    const express = await poll(
      location.id,
      token,
      { 'if-none-match': etag, 'x-request-id': 'poll-1' },
      '?x=1',
    );
    expect(fast.status).toBe(304);
    expect(express.status).toBe(304);
    const headersOf = (h: Headers) =>
      Object.fromEntries([...h].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
    expect(headersOf(fast.headers)).toEqual(headersOf(express.headers));
    expect(fast.headers.get('x-request-id')).toBe('poll-1');

    // What is not an unchanged poll is Express's answer, as before.
    expect((await poll(location.id, 'mqd_unknown', { 'if-none-match': etag })).status).toBe(401);
    expect((await poll(location.id + 1000, token, { 'if-none-match': etag })).status).toBe(404);
    expect(
      (await poll(location.id, token, { 'if-none-match': etag }, '?preview=true')).status,
    ).toBe(403);
    expect(
      (await poll(location.id, token, { 'if-none-match': etag }, '?revision=abc')).status,
    ).toBe(400);
    expect((await poll(location.id, token, { 'if-none-match': '"stale"' })).status).toBe(200);
  });
});
