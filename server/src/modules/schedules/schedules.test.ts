import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { seedContent } from '../../../test/support/seed-content.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function owner() {
  const o = await s.api.register();
  const location = (
    await s.api.post('/api/locations', { name: 'Cafe', timezone: 'Europe/London' }, o.token)
  ).body;
  return { ...o, location };
}
const weekdays = {
  name: 'Lunch menu',
  startDate: '2026-12-01',
  startTime: '11:00',
  endTime: '14:00',
  daysOfWeek: ['Friday', 'Monday'],
  isRecurring: true,
};

describe('schedules API', () => {
  it('creates with the spec fields, sorted days and defaults', async () => {
    const { token, location } = await owner();
    const res = await s.api.post('/api/schedules', { ...weekdays, locationId: location.id }, token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Lunch menu',
      locationId: location.id,
      startDate: '2026-12-01',
      endDate: null,
      startTime: '11:00',
      endTime: '14:00',
      daysOfWeek: ['Monday', 'Friday'],
      isRecurring: true,
      isExclusive: false,
      isActive: true,
      contentIds: [],
    });
    const list = await s.api.get('/api/schedules', token);
    expect(list.body.map((x: { id: number }) => x.id)).toEqual([res.body.id]);
  });

  it('gives the form’s messages', async () => {
    const { token, location } = await owner();
    const noName = await s.api.post(
      '/api/schedules',
      { ...weekdays, name: ' ', locationId: location.id },
      token,
    );
    expect(noName.body.errors.name).toBe('Name is required');
    const noLocation = await s.api.post('/api/schedules', { ...weekdays, locationId: 0 }, token);
    expect(noLocation.body.errors.locationId).toBe('Please select a location');
    const backwards = await s.api.post(
      '/api/schedules',
      { ...weekdays, locationId: location.id, endDate: '2026-11-30' },
      token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.endDate).toBe('End date must be on or after the start date');
    const badTime = await s.api.post(
      '/api/schedules',
      { ...weekdays, locationId: location.id, startTime: '25:00' },
      token,
    );
    expect(badTime.body.errors.startTime).toBe('Enter a time as HH:MM (24-hour)');
    const badDay = await s.api.post(
      '/api/schedules',
      { ...weekdays, locationId: location.id, daysOfWeek: ['Funday'] },
      token,
    );
    expect(badDay.status).toBe(400);
    expect((await s.api.get('/api/schedules', token)).body).toEqual([]);
  });

  it('re-checks a partial update as a whole, and toggles isActive', async () => {
    const { token, location } = await owner();
    const created = (
      await s.api.post(
        '/api/schedules',
        { ...weekdays, locationId: location.id, endDate: '2026-12-31' },
        token,
      )
    ).body;
    const off = await s.api.patch(`/api/schedules/${created.id}`, { isActive: false }, token);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, name: 'Lunch menu', endDate: '2026-12-31' });
    const backwards = await s.api.patch(
      `/api/schedules/${created.id}`,
      { startDate: '2027-01-15' },
      token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.endDate).toBe('End date must be on or after the start date');
    expect((await s.api.get(`/api/schedules/${created.id}`, token)).body.startDate).toBe(
      '2026-12-01',
    );
  });

  it('assigns and unassigns content, refusing repeats', async () => {
    const { token, user, location } = await owner();
    const schedule = (
      await s.api.post('/api/schedules', { ...weekdays, locationId: location.id }, token)
    ).body;
    const c1 = await seedContent(s.database, user.id);
    const c2 = await seedContent(s.database, user.id);
    const assign = (contentItemId: number) =>
      s.api.post('/api/schedule-content', { scheduleId: schedule.id, contentItemId }, token);
    expect((await assign(c2.id)).status).toBe(201);
    expect((await assign(c1.id)).body).toEqual({ scheduleId: schedule.id, contentItemId: c1.id });
    expect((await assign(c1.id)).status).toBe(409);
    expect((await s.api.get(`/api/schedules/${schedule.id}`, token)).body.contentIds).toEqual([
      c2.id,
      c1.id,
    ]);
    expect((await s.api.del(`/api/schedules/${schedule.id}/content/${c2.id}`, token)).status).toBe(
      204,
    );
    expect((await s.api.get(`/api/schedules/${schedule.id}`, token)).body.contentIds).toEqual([
      c1.id,
    ]);
    expect((await s.api.del(`/api/schedules/${schedule.id}/content/${c2.id}`, token)).status).toBe(
      404,
    );
    expect((await s.api.post('/api/schedule-content', { scheduleId: 'x' }, token)).status).toBe(
      400,
    );
  });

  it('keeps every account to its own schedules, locations and content (404)', async () => {
    const a = await owner();
    const b = await owner();
    const schedule = (
      await s.api.post('/api/schedules', { ...weekdays, locationId: a.location.id }, a.token)
    ).body;
    const bContent = await seedContent(s.database, b.user.id);
    const aContent = await seedContent(s.database, a.user.id);
    expect(
      (await s.api.post('/api/schedules', { ...weekdays, locationId: a.location.id }, b.token))
        .status,
    ).toBe(404);
    expect((await s.api.get(`/api/schedules/${schedule.id}`, b.token)).status).toBe(404);
    expect(
      (await s.api.patch(`/api/schedules/${schedule.id}`, { isActive: false }, b.token)).status,
    ).toBe(404);
    expect((await s.api.del(`/api/schedules/${schedule.id}`, b.token)).status).toBe(404);
    expect(
      (
        await s.api.post(
          '/api/schedule-content',
          { scheduleId: schedule.id, contentItemId: aContent.id },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await s.api.post(
          '/api/schedule-content',
          { scheduleId: schedule.id, contentItemId: bContent.id },
          a.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await s.api.patch(`/api/schedules/${schedule.id}`, { locationId: b.location.id }, a.token))
        .status,
    ).toBe(404);
    expect((await s.api.get('/api/schedules', b.token)).body).toEqual([]);
    expect((await s.api.del(`/api/schedules/${schedule.id}`, a.token)).status).toBe(204);
  });
});
