import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiRoutes, type ApiRoute } from '@marquee/protocol';
import { startContentTestServer } from '../support/content-test-server.js';
import { appRoutes, paramsOf, routeKey, type AppRoute } from '../support/express-routes.js';
import { idOf, seedTenant, type IdKind, type Tenant } from '../support/seed-tenant.js';
import {
  NO_BODY,
  NOT_TENANT_SCOPED,
  OWN_ANSWER_BY_STATE,
  PUBLIC_ROUTES,
  VALID_BODIES,
  fillPath,
  isAdminRoute,
  isWrite,
} from './route-cases.js';

/**
 * Every route the app registers, read from its router at collection time: signed out it answers
 * 401 unless it is listed as public; a client gets 403 from the back office; another tenant's ids
 * get 404 for every route that takes ids, while the same request with the caller's own ids works.
 */
const s = await startContentTestServer();
const routes = appRoutes(s.app);
afterAll(() => s.close());

let owner: Tenant;
let other: Tenant;
beforeAll(async () => {
  owner = await seedTenant(s.url, s.api);
  other = await seedTenant(s.url, s.api);
});

const keys = new Set(routes.map(routeKey));
const tenantScoped = (r: AppRoute) =>
  paramsOf(r.path).length > 0 && !isAdminRoute(r.path) && !(routeKey(r) in NOT_TENANT_SCOPED);

/** `{}` as the body of a write, so that a missing body is never the reason for the answer. */
const emptyBodyFor = (r: AppRoute) => (isWrite(r.method) ? { body: {} } : {});

async function requestAs(r: AppRoute, path: string, caller: Tenant, token: string | undefined) {
  if (!isWrite(r.method)) return s.api.request(r.method, path, { token });
  const bodyCase = VALID_BODIES[routeKey(r)];
  if (!bodyCase)
    throw new Error(
      `Route table: ${routeKey(r)} takes an id and a body, but the suite has no valid body for it. ` +
        'Add one to VALID_BODIES in server/test/route-table/route-cases.ts (or NO_BODY if it reads none).',
    );
  const body = await bodyCase(caller, s.api);
  return s.api.request(r.method, path, { token, ...(body === NO_BODY ? {} : { body }) });
}

/** What the other tenant owns still answers to them, whatever was tried against it. */
async function expectIntact(t: Tenant) {
  for (const path of [
    `/api/locations/${t.location.id}`,
    `/api/content/${t.content.id}`,
    `/api/schedules/${t.schedule.id}`,
  ])
    expect((await s.api.get(path, t.token)).status, path).toBe(200);
  const screens = await s.api.get(`/api/locations/${t.location.id}/displays`, t.token);
  expect(screens.body.map((d: { id: number }) => d.id)).toContain(t.displayId);
  const playlist = await s.api.get(`/api/locations/${t.location.id}/playlist`, t.token);
  expect(playlist.body).toMatchObject([{ contentId: t.content.id, displayDuration: 10 }]);
}

describe('the route table', () => {
  it('is read from the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(keys).toContain('GET /api/locations/:id');
    expect(keys).toContain('DELETE /api/schedules/:id/content/:contentId');
  });

  it('lists no public route, body or exemption for a route that does not exist', () => {
    const stale = [
      ...Object.keys(PUBLIC_ROUTES),
      ...Object.keys(NOT_TENANT_SCOPED),
      ...Object.keys(VALID_BODIES),
    ].filter((k) => !keys.has(k));
    expect(stale, 'remove these from server/test/route-table/route-cases.ts').toEqual([]);
  });

  const declaredKey = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`;
  const declared = allApiRoutes();

  it('serves exactly the routes declared in the API contract (protocol/src/api)', () => {
    const declaredKeys = new Set(declared.map(declaredKey));
    expect(
      [...keys].filter((k) => !declaredKeys.has(k)),
      'declare these',
    ).toEqual([]);
    expect(
      [...declaredKeys].filter((k) => !keys.has(k)),
      'declared, not served',
    ).toEqual([]);
  });

  it('agrees with the contract on which routes are public', () => {
    const declaredPublic = declared.filter((r) => r.auth === 'public').map(declaredKey);
    expect(declaredPublic.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });
});

describe.each(routes.map((r) => [routeKey(r), r] as const))('%s', (_key, route) => {
  const key = routeKey(route);

  if (key in PUBLIC_ROUTES) {
    it(`is public (${PUBLIC_ROUTES[key]}) and never fails on the server's side`, async () => {
      const path = route.path.startsWith('/media/') ? owner.mediaUrl : fillPath(route.path, owner);
      const res = await s.api.request(route.method, path, emptyBodyFor(route));
      expect(res.status).toBeLessThan(500);
    });
  } else {
    it('answers 401 signed out, and with a stale or foreign token', async () => {
      const path = fillPath(route.path, owner);
      const signedOut = await s.api.request(route.method, path, emptyBodyFor(route));
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toMatchObject({ message: expect.any(String) });
      // A screen's claim token that is unknown is "invalid or expired" (404): never data either.
      for (const token of ['not-a-session', `mqs_${'A'.repeat(43)}`, `mqd_${'A'.repeat(43)}`]) {
        const res = await s.api.request(route.method, path, { token, ...emptyBodyFor(route) });
        expect([401, 404], `${key} with token ${token}`).toContain(res.status);
      }
    });
  }

  if (isAdminRoute(route.path)) {
    it('answers 403 to a client, 401 to a screen', async () => {
      const path = fillPath(route.path, owner);
      const asClient = await s.api.request(route.method, path, {
        token: owner.token,
        ...emptyBodyFor(route),
      });
      expect(asClient.status).toBe(403);
      const asScreen = await s.api.request(route.method, path, {
        token: owner.displayToken,
        ...emptyBodyFor(route),
      });
      expect(asScreen.status).toBe(401);
    });
  }

  if (tenantScoped(route)) {
    it("answers 404 to another tenant's ids, and works with the caller's own", async () => {
      const foreign = await requestAs(route, fillPath(route.path, other), owner, owner.token);
      expect(foreign.status, `${key} with the other tenant's ids`).toBe(404);
      expect(foreign.body).toMatchObject({ message: expect.any(String) });

      // A screen of the caller's location, asking about the other tenant: never data.
      const screen = await requestAs(route, fillPath(route.path, other), owner, owner.displayToken);
      expect([401, 404], `${key} with a screen's token`).toContain(screen.status);

      // Proof the 404 came from ownership: the same request with the caller's own ids works. A
      // delete gets a tenant of its own, so that the other cases keep their data.
      const caller = route.method === 'DELETE' ? await seedTenant(s.url, s.api) : owner;
      const own = await requestAs(route, fillPath(route.path, caller), caller, caller.token);
      const byState = OWN_ANSWER_BY_STATE[key];
      if (byState) expect(own.status, `${key}: ${byState.reason}`).toBe(byState.status);
      else
        expect(
          own.status,
          `${key} with the caller's own ids: ${JSON.stringify(own.body)}`,
        ).toBeLessThan(400);
    });
  }
});

/** Ids that travel in bodies: another tenant's id is answered exactly as an id that never existed. */
const NEVER = 2_147_483_647;
const BODY_ID_CASES: [string, string, string, (t: Tenant, foreign: number) => unknown][] = [
  [
    'POST',
    '/api/schedules',
    'location',
    (_t, id) => ({
      name: 'Takeover',
      locationId: id,
      startDate: '2026-01-01',
      startTime: '09:00',
      endTime: '10:00',
    }),
  ],
  [
    'POST',
    '/api/schedule-content',
    'schedule',
    (t, id) => ({ scheduleId: id, contentItemId: t.content.id }),
  ],
  [
    'POST',
    '/api/schedule-content',
    'content',
    (t, id) => ({ scheduleId: t.schedule.id, contentItemId: id }),
  ],
  [
    'PUT',
    '/api/locations/:own/playlist',
    'content',
    (_t, id) => ({
      items: [{ contentId: id, displayDuration: 10 }],
    }),
  ],
  ['PUT', '/api/locations/:own/content-order', 'content', (_t, id) => ({ contentOrder: [id] })],
];

describe('ids in request bodies', () => {
  it.each(BODY_ID_CASES)(
    "%s %s with another tenant's %s: as if it did not exist",
    async (method, path, kind, body) => {
      const url = path.replace(':own', String(owner.location.id));
      const foreignId = idOf(other, kind as IdKind);
      const foreign = await s.api.request(method, url, {
        token: owner.token,
        body: body(owner, foreignId),
      });
      const missing = await s.api.request(method, url, {
        token: owner.token,
        body: body(owner, NEVER),
      });
      expect(foreign.status).toBeGreaterThanOrEqual(400);
      expect(foreign.status).toBeLessThan(500);
      // The same answer, once the id it names is set aside.
      const seen = (res: { status: number; body: unknown }, id: number) =>
        `${res.status} ${JSON.stringify(res.body).replaceAll(String(id), '<id>')}`;
      expect(seen(foreign, foreignId)).toBe(seen(missing, NEVER));
    },
  );
});

describe('after every case', () => {
  it("leaves the other tenant's data as it was", async () => {
    await expectIntact(other);
  });
});
