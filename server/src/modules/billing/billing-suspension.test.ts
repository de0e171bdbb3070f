import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { locations } from '@marquee/core/db/schema/index.js';

/**
 * A location suspended for non-payment (dunning): its owner still signs in, sees it and pays
 * in Billing, but cannot change it until then; the screens are told it is a billing matter.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { supportEmail: 'help@marquee.test' } });
});
afterAll(() => s?.close());

async function ownerWithSuspendedLocation() {
  const owner = await s.api.register();
  const suspended = (await s.api.post('/api/locations', { name: 'Unpaid' }, owner.token)).body;
  const paid = (await s.api.post('/api/locations', { name: 'Paid' }, owner.token)).body;
  await s.database.db
    .update(locations)
    .set({ isSuspended: true, unpaidDays: 5, suspensionDate: new Date() })
    .where(eq(locations.id, suspended.id));
  return { owner, suspended, paid };
}

describe('a location suspended for non-payment', () => {
  it('leaves its owner able to sign in, read it and reach Billing', async () => {
    const { owner, suspended } = await ownerWithSuspendedLocation();
    const login = await s.api.post('/api/login', {
      email: owner.user.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    const list = (await s.api.get('/api/locations', login.body.sessionId)).body;
    expect(list.find((l: { id: number }) => l.id === suspended.id)).toMatchObject({
      isSuspended: true,
    });
    expect((await s.api.get('/api/billing', login.body.sessionId)).status).toBe(200);
  });

  it('refuses changes to it with a 403 that says to pay in Billing, and changes nothing', async () => {
    const { owner, suspended, paid } = await ownerWithSuspendedLocation();
    const t = owner.token;
    const refused = [
      await s.api.put(`/api/locations/${suspended.id}`, { name: 'Renamed' }, t),
      await s.api.put(`/api/locations/${suspended.id}/content-order`, { contentOrder: [] }, t),
      await s.api.put(`/api/locations/${suspended.id}/playlist`, { items: [] }, t),
      await s.api.post(`/api/locations/${suspended.id}/pairing-code`, {}, t),
      await s.api.post(
        '/api/schedules',
        {
          name: 'Lunch menu',
          locationId: suspended.id,
          startDate: '2026-12-01',
          startTime: '11:00',
          endTime: '14:00',
          daysOfWeek: ['Monday'],
          isRecurring: true,
        },
        t,
      ),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/suspended for non-payment. Pay in Billing to restore it/);
    }
    expect((await s.api.get('/api/locations', t)).body).toContainEqual(
      expect.objectContaining({ id: suspended.id, name: 'Unpaid' }),
    );
    // Its other locations are not held hostage.
    expect((await s.api.put(`/api/locations/${paid.id}`, { name: 'Renamed' }, t)).status).toBe(200);
    // And it can still be given up, which ends its charge.
    expect((await s.api.del(`/api/locations/${suspended.id}`, t)).status).toBe(204);
  });

  it('tells the screens the suspension is a billing matter', async () => {
    const { owner, suspended } = await ownerWithSuspendedLocation();
    const snapshot = await s.api.get(
      `/api/locations/${suspended.id}/playback?preview=true`,
      owner.token,
    );
    expect(snapshot.status).toBe(200);
    expect(snapshot.body.location).toMatchObject({ isSuspended: true, suspendedBy: 'billing' });
  });

  it('publishes the support contact before sign-in', async () => {
    const res = await s.api.get('/api/config/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      supportEmail: 'help@marquee.test',
      trialDays: expect.any(Number),
      maxUploadBytes: expect.any(Number),
    });
  });
});
