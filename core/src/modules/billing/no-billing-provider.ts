import { conflict } from '../../http/errors.js';
import type { BillingProvider } from './billing-provider.js';

export const PAYMENTS_NOT_CONFIGURED =
  'Payment processing is not yet configured. Please contact support.';

/** Self-hosted default: billing is informational, nothing is charged and nothing suspended. */
export function noBillingProvider(): BillingProvider {
  const refuse = () => Promise.reject(conflict(PAYMENTS_NOT_CONFIGURED));
  return {
    kind: 'none',
    startCheckout: refuse,
    openPortal: refuse,
    syncQuantity: async () => {},
    parseWebhook() {
      throw conflict(PAYMENTS_NOT_CONFIGURED);
    },
  };
}
