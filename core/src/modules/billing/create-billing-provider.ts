import type { Config } from '../../config.js';
import type { BillingProvider } from './billing-provider.js';
import { noBillingProvider } from './no-billing-provider.js';
import { stripeBillingProvider } from './stripe-billing-provider.js';

export function createBillingProvider(billing: Config['billing']): BillingProvider {
  return billing.provider === 'stripe'
    ? stripeBillingProvider(billing.stripe)
    : noBillingProvider();
}
