import type { BillingProviderKind } from '@marquee/protocol';

export interface BillingCustomer {
  userId: number;
  email: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  trialEndsAt: Date | null;
}

/** Provider events, normalised so the service never sees a provider's own shapes. */
export type BillingEvent =
  | { type: 'checkout.completed'; userId: number; customerId: string; subscriptionId: string }
  | {
      type: 'invoice.paid' | 'invoice.failed';
      invoiceId: string;
      customerId: string;
      amountCents: number;
      quantity: number;
      periodStart: Date;
      periodEnd: Date;
    }
  | { type: 'subscription.canceled'; customerId: string; subscriptionId: string }
  | { type: 'ignored'; providerType: string };

export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /** A hosted page where the customer subscribes for `quantity` locations. */
  startCheckout(
    customer: BillingCustomer,
    quantity: number,
    urls: { success: string; cancel: string },
  ): Promise<string>;
  /** A hosted page where a subscriber manages payment methods and invoices. */
  openPortal(customer: BillingCustomer, returnUrl: string): Promise<string>;
  /** Keeps the subscription's quantity equal to the number of locations. */
  syncQuantity(subscriptionId: string, quantity: number): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {}
