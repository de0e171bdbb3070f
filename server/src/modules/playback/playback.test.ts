import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { seedContent } from '../../../test/support/seed-content.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** An owner with a location, two playlist items and a paired screen. */
async function setup() {
  const owner = await s.api.register();
  const location = (
    await s.api.post(
      '/api/locations',
      { name: 'Bakery', timezone: 'America/New_York' },
      owner.token,
    )
  ).body;
  const image = await seedContent(s.database, owner.user.id, { originalName: 'bread.png' });
  const video = await seedContent(s.database, owner.user.id, {
    originalName: 'clip.mov',
    contentType: 'video',
    mimeType: 'video/quicktime',
    playbackKey: 'f'.repeat(32) + '/playback.mp4',
    playbackMimeType: 'video/mp4',
    thumbnailKey: 'f'.repeat(32) + '/thumb.webp',
  });
  await s.api.put(
    `/api/locations/${location.id}/playlist`,
    {
      items: [
        { contentId: image.id, displayDuration: 7 },
        { contentId: video.id, displayDuration: 12 },
      ],
    },
    owner.token,
  );
  const { pairingCode } = (
    await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, owner.token)
  ).body;
  const screen = (await s.api.post('/api/pair-display', { code: pairingCode })).body;
  return { owner, location, image, video, screen };
}

describe('GET /api/locations/:id/active-content', () => {
  it('answers the paired screen with the ordered items and their DESIGN §3 fields', async () => {
    const { location, image, video, screen } = await setup();
    const res = await s.api.get(
      `/api/locations/${location.id}/active-content`,
      screen.displayToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: image.id,
        originalName: 'bread.png',
        contentType: 'image',
        mimeType: 'image/png',
        displayDuration: 7,
        fileUrl: `/media/${image.storageKey}`,
      }),
      expect.objectContaining({
        id: video.id,
        contentType: 'video',
        mimeType: 'video/mp4',
        displayDuration: 12,
        fileUrl: `/media/${'f'.repeat(32)}/playback.mp4`,
      }),
    ]);
  });

  it('sends an ETag and answers an unchanged poll with 304 and no body', async () => {
    const { owner, location, image, screen } = await setup();
    const first = await s.api.get(
      `/api/locations/${location.id}/active-content`,
      screen.displayToken,
    );
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await s.api.request('GET', `/api/locations/${location.id}/active-content`, {
      token: screen.displayToken,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [image.id] },
      owner.token,
    );
    const changed = await s.api.request('GET', `/api/locations/${location.id}/active-content`, {
      token: screen.displayToken,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.map((i: { id: number }) => i.id)).toEqual([image.id]);
  });

  it('plays nothing when stopped, except in the owner’s preview', async () => {
    const { owner, location, screen } = await setup();
    await s.api.put(`/api/locations/${location.id}`, { isActive: false }, owner.token);
    expect(
      (await s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken)).body,
    ).toEqual([]);
    expect(
      (await s.api.get(`/api/locations/${location.id}/active-content?preview=true`, owner.token))
        .body,
    ).toHaveLength(2);
  });

  it('refuses a preview to a paired screen: a stopped location stays stopped for it', async () => {
    const { owner, location, screen } = await setup();
    await s.api.put(`/api/locations/${location.id}`, { isActive: false }, owner.token);
    for (const path of ['active-content', 'playback']) {
      const res = await s.api.get(
        `/api/locations/${location.id}/${path}?preview=true`,
        screen.displayToken,
      );
      expect(res.status, path).toBe(403);
      expect(res.body.message).toMatch(/Preview is only for the signed-in owner/);
    }
    expect(
      (await s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken)).body,
    ).toEqual([]);
    const ownerPreview = await s.api.get(
      `/api/locations/${location.id}/playback?preview=true`,
      owner.token,
    );
    expect(ownerPreview.status).toBe(200);
    expect(ownerPreview.body.location.isActive).toBe(false);
  });

  it('leaves out items still processing or whose own window excludes now', async () => {
    const { owner, location, image, screen } = await setup();
    const processing = await seedContent(s.database, owner.user.id, { status: 'processing' });
    const expired = await seedContent(s.database, owner.user.id, {
      isScheduled: true,
      scheduledStartDate: '2020-01-01',
      scheduledEndDate: '2020-12-31',
    });
    await s.api.put(
      `/api/locations/${location.id}/content-order`,
      { contentOrder: [image.id, processing.id, expired.id] },
      owner.token,
    );
    const ids = (
      await s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken)
    ).body.map((i: { id: number }) => i.id);
    expect(ids).toEqual([image.id]);
  });

  it('lets a live exclusive schedule take over the screen', async () => {
    const { owner, location, screen } = await setup();
    const sale = await seedContent(s.database, owner.user.id, { originalName: 'sale.png' });
    const schedule = (
      await s.api.post(
        '/api/schedules',
        {
          name: 'Flash sale',
          locationId: location.id,
          startDate: '2020-01-01',
          startTime: '00:00',
          endTime: '00:00',
          isRecurring: true,
          isExclusive: true,
        },
        owner.token,
      )
    ).body;
    await s.api.post(
      '/api/schedule-content',
      { scheduleId: schedule.id, contentItemId: sale.id },
      owner.token,
    );
    const during = await s.api.get(
      `/api/locations/${location.id}/active-content`,
      screen.displayToken,
    );
    expect(during.body.map((i: { originalName: string }) => i.originalName)).toEqual(['sale.png']);
    await s.api.patch(`/api/schedules/${schedule.id}`, { isActive: false }, owner.token);
    const after = await s.api.get(
      `/api/locations/${location.id}/active-content`,
      screen.displayToken,
    );
    expect(after.body.map((i: { originalName: string }) => i.originalName)).toEqual([
      'bread.png',
      'clip.mov',
    ]);
  });

  it('answers 401 without a credential and 404 to other locations and accounts', async () => {
    const a = await setup();
    const b = await setup();
    expect((await s.api.get(`/api/locations/${a.location.id}/active-content`)).status).toBe(401);
    expect(
      (await s.api.get(`/api/locations/${a.location.id}/active-content`, 'not-a-token')).status,
    ).toBe(401);
    expect(
      (await s.api.get(`/api/locations/${a.location.id}/active-content`, b.screen.displayToken))
        .status,
    ).toBe(404);
    expect(
      (await s.api.get(`/api/locations/${a.location.id}/playback`, b.screen.displayToken)).status,
    ).toBe(404);
    expect(
      (await s.api.get(`/api/locations/${a.location.id}/active-content`, b.owner.token)).status,
    ).toBe(404);
    expect(
      (await s.api.get(`/api/locations/${a.location.id}/active-content`, a.owner.token)).status,
    ).toBe(200);
  });
});

describe('GET /api/locations/:id/playback', () => {
  it('gives a screen what it needs to decide by itself, with the server clock', async () => {
    const { location, image, screen } = await setup();
    const res = await s.api.get(`/api/locations/${location.id}/playback`, screen.displayToken);
    expect(res.status).toBe(200);
    expect(res.body.location).toEqual({
      id: location.id,
      name: 'Bakery',
      timezone: 'America/New_York',
      isActive: true,
      isSuspended: false,
      showOverlay: true,
      ticker: null,
    });
    expect(res.body.emergency).toEqual({ alert: null, presets: [] });
    expect(res.body.playlist[0]).toMatchObject({
      contentId: image.id,
      isScheduled: false,
      item: { id: image.id, displayDuration: 7 },
    });
    expect(res.body.schedules).toEqual([]);
    expect(Math.abs(Date.parse(res.body.serverTime) - Date.now())).toBeLessThan(60_000);
    const etag = res.headers.get('etag')!;
    const again = await s.api.request('GET', `/api/locations/${location.id}/playback`, {
      token: screen.displayToken,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});

describe('PUT /api/content/:id/schedule', () => {
  it('limits an item to its own window, and turning it off clears the window', async () => {
    const { owner, location, image, screen } = await setup();
    const path = `/api/content/${image.id}/schedule`;
    const past = {
      isScheduled: true,
      scheduledStartDate: '2020-01-01',
      scheduledEndDate: '2020-01-31',
      scheduledStartTime: '09:00',
      scheduledEndTime: '17:00',
    };
    const set = await s.api.put(path, past, owner.token);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: image.id, ...past });
    const ids = async () =>
      (
        await s.api.get(`/api/locations/${location.id}/active-content`, screen.displayToken)
      ).body.map((i: { id: number }) => i.id);
    expect(await ids()).not.toContain(image.id);
    const off = await s.api.put(
      path,
      { isScheduled: false, scheduledStartDate: '2020-01-01' },
      owner.token,
    );
    expect(off.body).toMatchObject({
      isScheduled: false,
      scheduledStartDate: null,
      scheduledEndDate: null,
      scheduledStartTime: null,
      scheduledEndTime: null,
    });
    expect(await ids()).toContain(image.id);
  });

  it('validates the window and is owner-only', async () => {
    const { owner, image } = await setup();
    const other = await s.api.register();
    const backwards = await s.api.put(
      `/api/content/${image.id}/schedule`,
      { isScheduled: true, scheduledStartDate: '2026-12-10', scheduledEndDate: '2026-12-01' },
      owner.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.scheduledEndDate).toBe(
      'End date must be on or after the start date',
    );
    expect(
      (await s.api.put(`/api/content/${image.id}/schedule`, { isScheduled: 'yes' }, owner.token))
        .status,
    ).toBe(400);
    expect(
      (await s.api.put(`/api/content/${image.id}/schedule`, { isScheduled: false }, other.token))
        .status,
    ).toBe(404);
  });
});
