import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { displays, pairingCodes } from '@marquee/core/db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test/support/test-server.js';
import { pairingCodesRepo } from '@marquee/core/modules/screens/pairing-codes-repo.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: {
      trustProxy: 1,
      pairingLimits: { perIp: 50, perNetwork: 500, failureDelayMs: 0, windowMs: 60_000 },
    },
  });
});
afterAll(() => s?.close());

async function ownerWithLocation(name = 'Lobby') {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name }, owner.token)).body;
  return { ...owner, location };
}

const INVALID = {
  message: 'Invalid or expired pairing code',
  errors: { code: 'Invalid or expired pairing code' },
};

describe('spec flow: the dashboard makes a code, the screen enters it', () => {
  it('issues a 6-digit code that expires in 10 minutes, only to the owner', async () => {
    const { token, location } = await ownerWithLocation();
    const res = await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token);
    expect(res.status).toBe(201);
    expect(res.body.pairingCode).toMatch(/^\d{6}$/);
    const minutes = (Date.parse(res.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    const other = await s.api.register();
    expect(
      (await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, other.token)).status,
    ).toBe(404);
    expect((await s.api.post(`/api/locations/${location.id}/pairing-code`, {})).status).toBe(401);
  });

  it('pairs a screen once, giving it a display token scoped to the location', async () => {
    const { token, location } = await ownerWithLocation('Front Counter');
    const { pairingCode } = (
      await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token)
    ).body;
    const paired = await s.api.request('POST', '/api/pair-display', {
      body: { code: pairingCode, resolution: '1920x1080' },
      headers: { 'user-agent': 'SignageStick/1.0' },
    });
    expect(paired.status).toBe(200);
    expect(paired.body).toMatchObject({
      locationName: 'Front Counter',
      locationId: location.id,
      displayUrl: `/display?location=${location.id}`,
    });
    expect(paired.body.displayToken).toMatch(/^mqd_[A-Za-z0-9_-]{43}$/);

    const again = await s.api.post('/api/pair-display', { code: pairingCode });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);

    const session = await s.api.get('/api/display/session', paired.body.displayToken);
    expect(session.body).toMatchObject({ locationId: location.id, locationName: 'Front Counter' });

    const list = await s.api.get(`/api/locations/${location.id}/displays`, token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: paired.body.displayId,
      name: 'Front Counter screen 1',
      userAgent: 'SignageStick/1.0',
      resolution: '1920x1080',
      online: false, // online means a live socket; this screen has not opened one
    });
    const [row] = await s.database.db
      .select()
      .from(displays)
      .where(eq(displays.id, paired.body.displayId));
    expect(row!.tokenHash).not.toContain(paired.body.displayToken);
  });

  it('answers wrong, used and expired codes alike', async () => {
    const { token, location } = await ownerWithLocation();
    const first = (await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token)).body
      .pairingCode;
    const second = (await s.api.post(`/api/locations/${location.id}/pairing-code`, {}, token)).body
      .pairingCode;
    // A new code replaces the unused one.
    expect((await s.api.post('/api/pair-display', { code: first })).body).toEqual(INVALID);
    await s.database.db
      .update(pairingCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pairingCodes.code, second));
    expect((await s.api.post('/api/pair-display', { code: second })).body).toEqual(INVALID);
    const wrong = second === '000000' ? '000001' : '000000';
    expect((await s.api.post('/api/pair-display', { code: wrong })).body).toEqual(INVALID);
  });

  it('validates the code: required, digits only, exactly 6', async () => {
    expect((await s.api.post('/api/pair-display', {})).body.errors).toEqual({
      code: 'Please enter a pairing code',
    });
    expect((await s.api.post('/api/pair-display', { code: '' })).body.errors).toEqual({
      code: 'Please enter a pairing code',
    });
    expect((await s.api.post('/api/pair-display', { code: '12ab56' })).body.errors).toEqual({
      code: 'The pairing code is 6 digits',
    });
    expect((await s.api.post('/api/pair-display', { code: '1234567' })).status).toBe(400);
  });
});

describe('TV flow: the screen shows a code, the owner types it', () => {
  it('pairs the waiting screen, which learns its location from the status call', async () => {
    const { token, location } = await ownerWithLocation('Waiting Room');
    const screen = await s.api.post('/api/pair-display/screen-codes', { resolution: '3840x2160' });
    expect(screen.status).toBe(201);
    expect(screen.body.pairingCode).toMatch(/^\d{6}$/);
    const { claimToken, pairingCode } = screen.body;
    expect((await s.api.get('/api/pair-display/screen-codes/status', claimToken)).body.status).toBe(
      'waiting',
    );
    expect((await s.api.get('/api/display/session', claimToken)).status).toBe(401);

    const claimed = await s.api.post(
      `/api/locations/${location.id}/displays`,
      { code: pairingCode, name: 'Reception TV' },
      token,
    );
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({
      name: 'Reception TV',
      resolution: '3840x2160',
      locationId: location.id,
    });

    const status = await s.api.get('/api/pair-display/screen-codes/status', claimToken);
    expect(status.body).toMatchObject({
      status: 'paired',
      locationName: 'Waiting Room',
      displayUrl: `/display?location=${location.id}`,
    });
    // The screen's secret is now its display token; the code itself is spent.
    expect((await s.api.get('/api/display/session', claimToken)).body.name).toBe('Reception TV');
    expect((await s.api.get('/api/pair-display/screen-codes/status', claimToken)).status).toBe(404);
  });

  it('refuses a wrong code, a claimed code and another account’s location', async () => {
    const a = await ownerWithLocation();
    const b = await ownerWithLocation();
    const { pairingCode } = (await s.api.post('/api/pair-display/screen-codes', {})).body;
    expect(
      (await s.api.post(`/api/locations/${a.location.id}/displays`, { code: pairingCode }, b.token))
        .status,
    ).toBe(404);
    expect(
      (await s.api.post(`/api/locations/${a.location.id}/displays`, { code: pairingCode }, a.token))
        .status,
    ).toBe(201);
    const again = await s.api.post(
      `/api/locations/${b.location.id}/displays`,
      { code: pairingCode },
      b.token,
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    // A location code is not a screen code.
    const locCode = (await s.api.post(`/api/locations/${a.location.id}/pairing-code`, {}, a.token))
      .body.pairingCode;
    expect(
      (await s.api.post(`/api/locations/${a.location.id}/displays`, { code: locCode }, a.token))
        .status,
    ).toBe(400);
  });
});

describe('managing screens', () => {
  async function pairedScreen() {
    const owner = await ownerWithLocation();
    const { pairingCode } = (
      await s.api.post(`/api/locations/${owner.location.id}/pairing-code`, {}, owner.token)
    ).body;
    const screen = (await s.api.post('/api/pair-display', { code: pairingCode })).body;
    return { owner, screen };
  }

  it('renames and revokes for the owner only; a revoked screen is refused at once', async () => {
    const { owner, screen } = await pairedScreen();
    const other = await s.api.register();
    expect(
      (await s.api.get(`/api/locations/${owner.location.id}/displays`, other.token)).status,
    ).toBe(404);
    expect(
      (await s.api.patch(`/api/displays/${screen.displayId}`, { name: 'Mine now' }, other.token))
        .status,
    ).toBe(404);
    expect((await s.api.del(`/api/displays/${screen.displayId}`, other.token)).status).toBe(404);

    const renamed = await s.api.patch(
      `/api/displays/${screen.displayId}`,
      { name: 'Menu board' },
      owner.token,
    );
    expect(renamed.body.name).toBe('Menu board');
    expect(
      (await s.api.patch(`/api/displays/${screen.displayId}`, { name: ' ' }, owner.token)).body
        .errors,
    ).toEqual({
      name: 'Name is required',
    });
    expect((await s.api.del(`/api/displays/${screen.displayId}`, owner.token)).status).toBe(204);
    expect((await s.api.get('/api/display/session', screen.displayToken)).status).toBe(401);
    expect(
      (await s.api.get(`/api/locations/${owner.location.id}/displays`, owner.token)).body,
    ).toEqual([]);
  });

  it('drops a location’s screens with the location', async () => {
    const { owner, screen } = await pairedScreen();
    await s.api.del(`/api/locations/${owner.location.id}`, owner.token);
    expect((await s.api.get('/api/display/session', screen.displayToken)).status).toBe(401);
  });

  it('sweeps expired codes from the table', async () => {
    const { owner } = await pairedScreen();
    const { pairingCode } = (
      await s.api.post(`/api/locations/${owner.location.id}/pairing-code`, {}, owner.token)
    ).body;
    await s.database.db
      .update(pairingCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(pairingCodes.code, pairingCode));
    expect(await pairingCodesRepo(s.database.db).deleteExpired(new Date())).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      await s.database.db.select().from(pairingCodes).where(eq(pairingCodes.code, pairingCode)),
    ).toEqual([]);
  });
});
