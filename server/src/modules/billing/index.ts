// The billing module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { billingRoutes } from './billing-routes.js';
export { billingService } from './billing-service.js';
export type { BillingService } from './billing-service.js';
export { billingWebhookRoutes } from './billing-webhook-routes.js';
export { createBillingProvider } from './create-billing-provider.js';
