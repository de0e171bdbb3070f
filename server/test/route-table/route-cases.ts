import { idOf, type IdKind, type Tenant } from '../support/seed-tenant.js';
import type { apiClient } from '../support/api-client.js';

/**
 * What the route-table suite needs to know about routes, beyond what the router tells it. Every
 * entry is keyed by `METHOD /path` exactly as the app registers it. A route the suite cannot
 * handle fails with a message pointing here; an entry naming a route that no longer exists fails
 * too, so this file stays as small as the app allows.
 */

/** Routes that answer without a session, each with the reason it is safe. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'liveness probe for load balancers; says nothing about data',
  'GET /readyz': 'readiness probe for load balancers; names services, not data',
  'GET /metrics':
    'Prometheus scrape: counts and timings only, no tenant data; METRICS_TOKEN guards it when set',
  'GET /media/:folder/:file':
    'capability URL: a random 128-bit folder per upload, loaded by <img>/<video> and screens',
  'POST /api/billing/webhook': 'Stripe calls it; the signature is the credential',
  'POST /api/register': 'creates an account',
  'POST /api/login': 'creates a session',
  'POST /api/auth/forgot-password':
    'mails a reset link to the account, if any; the same 202 either way (rate-limited)',
  'POST /api/auth/reset-password': 'the emailed single-use token is the credential',
  'GET /api/config/public':
    'the support contact, trial length and upload limit shown before sign-in; no account data',
  'GET /api/login': 'redirects a browser to the sign-in page',
  'GET /api/logout': 'ends the session if there is one, then redirects home',
  'POST /api/logout': 'ends the session if there is one',
  'POST /api/pair-display': 'a screen pairs with a code (rate-limited guesses)',
  'POST /api/pair-display/screen-codes': 'a screen asks for a code of its own (TV flow)',
  'GET /api/openapi.json': 'the API contract, generated from the declared routes; no data',
  'GET /api/docs': 'the readable page of that contract',
  'GET /api/docs/start.js': "the docs page's script (kept out of the page for the CSP)",
};

/** Routes under this prefix are the back office: a client gets 403, an admin sees every tenant. */
export const ADMIN_PREFIX = '/api/admin/';

/** Routes whose ids are not owned by a tenant, with the reason. */
export const NOT_TENANT_SCOPED: Record<string, string> = {
  'GET /media/:folder/:file': 'capability URL, readable by whoever holds it (see PUBLIC_ROUTES)',
  'POST /api/content/:kind':
    'the parameter names a content kind (a web page, a slide), not an owned row',
};

/**
 * How to fill a path parameter: the path segment just before it names what the id is
 * (`/locations/:id` → a location, `/schedules/:id/content/:contentId` → a schedule and a content
 * item).
 */
export const ID_KIND_OF_SEGMENT: Record<string, IdKind> = {
  locations: 'location',
  content: 'content',
  schedules: 'schedule',
  displays: 'display',
  users: 'user',
  alerts: 'alert',
  presets: 'preset',
};

type Api = ReturnType<typeof apiClient>;
/** No request body: the route reads only its path. */
export const NO_BODY = Symbol('no body');
export type BodyCase = (caller: Tenant, api: Api) => unknown;

/**
 * A valid body for every write route that takes an id, built from the caller's own data, so
 * that another tenant's id is the only thing wrong with the request and its 404 proves the
 * ownership check (the same request with the caller's own ids must succeed).
 */
export const VALID_BODIES: Record<string, BodyCase> = {
  'PUT /api/locations/:id': () => ({ name: 'Renamed' }),
  'POST /api/locations/:id/pairing-code': () => NO_BODY,
  'POST /api/locations/:id/displays': async (_caller, api) => {
    const issued = await api.post('/api/pair-display/screen-codes', {});
    return { code: issued.body.pairingCode };
  },
  'PATCH /api/displays/:id': () => ({ name: 'Renamed' }),
  'PUT /api/locations/:id/playlist': (caller) => ({
    items: [{ contentId: caller.content.id, displayDuration: 12 }],
  }),
  'PUT /api/locations/:id/content-order': (caller) => ({ contentOrder: [caller.content.id] }),
  'PATCH /api/schedules/:id': () => ({ name: 'Renamed' }),
  'PATCH /api/content/:id': () => ({ displayDuration: 12 }),
  'PUT /api/content/:id/schedule': () => ({ isScheduled: false }),
  'POST /api/content/:id/retry': () => NO_BODY,
  'POST /api/emergency/alerts/:alertId/clear': () => NO_BODY,
  'POST /api/admin/users/:id/emergency/alerts/:alertId/clear': () => NO_BODY,
  'PUT /api/locations/:id/alerts': () => ({
    offlineEnabled: true,
    offlineMinutes: 10,
    mediaErrorsEnabled: false,
  }),
};

/**
 * Routes whose answer to the caller's own ids depends on the item's state, with the status the
 * seeded (healthy) data gets and why. Anything but 404 still proves the ownership check.
 */
export const OWN_ANSWER_BY_STATE: Record<string, { status: number; reason: string }> = {
  'POST /api/content/:id/retry': {
    status: 409,
    reason: 'only a failed item can be processed again; the seeded item is ready',
  },
};

export const isAdminRoute = (path: string) => path.startsWith(ADMIN_PREFIX);
export const isWrite = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/** `/api/schedules/:id/content/:contentId` with each parameter taken from `tenant`. */
export function fillPath(path: string, tenant: Tenant): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const kind = segments[i - 1] ?? '';
      const idKind = ID_KIND_OF_SEGMENT[kind];
      if (!idKind)
        throw new Error(
          `Route table: no way to fill ${segment} in ${path} (it follows "/${kind}/"). ` +
            'Add an entry for that segment to ID_KIND_OF_SEGMENT in server/test/route-table/route-cases.ts ' +
            '(and the resource to seedTenant in server/test/support/seed-tenant.ts), or, if the id is ' +
            'not owned by a tenant, list the route in NOT_TENANT_SCOPED with the reason.',
        );
      return String(idOf(tenant, idKind));
    })
    .join('/');
}
