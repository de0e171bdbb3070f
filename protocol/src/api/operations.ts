import { z } from '../zod-messages.js';
import { defineRoute } from './define-route.js';

const tag = 'Operations';

/**
 * A media URL: an upload's random 128-bit folder and a file name the server chose. Anything else
 * names no file (404), so a path like `..%2f..%2fetc` never reaches the store.
 */
const mediaParams = z.object({
  folder: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .meta({ example: '0123456789abcdef0123456789abcdef' }),
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,63}$/)
    .meta({ example: 'original.png' }),
});

export const operationsApi = {
  openApi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag,
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
  apiDocs: defineRoute({
    method: 'get',
    path: '/api/docs',
    summary: 'A readable page of this API',
    tag,
    auth: 'public',
    responseType: 'text/html',
  }),
  apiDocsScript: defineRoute({
    method: 'get',
    path: '/api/docs/start.js',
    summary: "The docs page's script, kept out of the page for the content security policy",
    tag,
    auth: 'public',
    responseType: 'text/javascript',
  }),
  healthz: defineRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness: the process answers (never asks a dependency)',
    tag,
    auth: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  readyz: defineRoute({
    method: 'get',
    path: '/readyz',
    summary:
      'Readiness: every dependency answered within a second; 503 with status "unavailable" otherwise',
    tag,
    auth: 'public',
    // Each dependency by name (database, redis, jobs), as configured.
    response: z
      .object({ status: z.enum(['ready', 'unavailable']) })
      .catchall(z.enum(['ok', 'unreachable'])),
  }),
  metrics: defineRoute({
    method: 'get',
    path: '/metrics',
    summary: 'Prometheus metrics; with METRICS_TOKEN set, only for Authorization: Bearer <token>',
    tag,
    auth: 'public',
    responseType: 'text/plain',
  }),
  media: defineRoute({
    method: 'get',
    path: '/media/:folder/:file',
    summary:
      'An uploaded file by its capability URL (no session), with Range, ETag and immutable caching',
    tag,
    auth: 'public',
    params: mediaParams,
    notFound: 'Not found',
    responseType: '*/*',
  }),
  billingWebhook: defineRoute({
    method: 'post',
    path: '/api/billing/webhook',
    summary:
      "Stripe's events: the raw JSON body, checked against its Stripe-Signature header (400 if it fails)",
    tag: 'Billing',
    auth: 'public',
    response: z.object({ received: z.literal(true) }),
  }),
};
