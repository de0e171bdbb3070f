// The billing module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { billingService } from './billing-service.js';
export type { BillingService } from './billing-service.js';
export { createBillingProvider } from './create-billing-provider.js';
