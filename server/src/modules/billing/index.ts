// The billing module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/billing/index.ts).
export { billingRoutes } from './billing-routes.js';
export { billingWebhookRoutes } from './billing-webhook-routes.js';
