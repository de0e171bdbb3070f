import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import {
  WebhookSignatureError,
  type BillingCustomer,
  type BillingEvent,
  type BillingProvider,
} from './billing-provider.js';

/** Object fields read from webhook payloads; typed loosely because API versions move them. */
interface StripeObject {
  id: string;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  client_reference_id?: string | null;
  amount_paid?: number;
  amount_due?: number;
  period_start?: number;
  period_end?: number;
  parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
  lines?: { data?: { quantity?: number | null; period?: { start: number; end: number } }[] };
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? '');
const fromUnix = (s: number | undefined) => new Date((s ?? 0) * 1000);

export function stripeBillingProvider(config: StripeConfig): BillingProvider {
  const base = config.apiBase;
  const stripe = new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  function toInvoiceEvent(type: 'invoice.paid' | 'invoice.failed', o: StripeObject): BillingEvent {
    const line = o.lines?.data?.[0];
    return {
      type,
      invoiceId: o.id,
      customerId: idOf(o.customer),
      amountCents: (type === 'invoice.paid' ? o.amount_paid : o.amount_due) ?? 0,
      quantity: line?.quantity ?? 0,
      periodStart: fromUnix(line?.period?.start ?? o.period_start),
      periodEnd: fromUnix(line?.period?.end ?? o.period_end),
    };
  }

  return {
    kind: 'stripe',

    async startCheckout(customer: BillingCustomer, quantity, urls) {
      const trialEnd = customer.trialEndsAt ? Math.floor(customer.trialEndsAt.getTime() / 1000) : 0;
      // Stripe wants a trial end at least two days out; a shorter rest of the trial is forgiven.
      const keepTrial = trialEnd > Date.now() / 1000 + 2 * 86_400;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.priceId, quantity: Math.max(1, quantity) }],
        client_reference_id: String(customer.userId),
        ...(customer.stripeCustomerId
          ? { customer: customer.stripeCustomerId }
          : { customer_email: customer.email }),
        ...(keepTrial ? { subscription_data: { trial_end: trialEnd } } : {}),
        success_url: urls.success,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async openPortal(customer, returnUrl) {
      if (!customer.stripeCustomerId) throw new Error('customer has no Stripe id');
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.stripeCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async syncQuantity(subscriptionId, quantity) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item || item.quantity === quantity) return;
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, quantity }],
        proration_behavior: 'create_prorations',
      });
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      const o = event.data.object as unknown as StripeObject;
      switch (event.type) {
        case 'checkout.session.completed': {
          const userId = Number(o.client_reference_id);
          if (!Number.isInteger(userId) || userId <= 0) break;
          return {
            type: 'checkout.completed',
            userId,
            customerId: idOf(o.customer),
            subscriptionId: idOf(o.subscription),
          };
        }
        case 'invoice.paid':
          return toInvoiceEvent('invoice.paid', o);
        case 'invoice.payment_failed':
          return toInvoiceEvent('invoice.failed', o);
        case 'customer.subscription.deleted':
          return {
            type: 'subscription.canceled',
            customerId: idOf(o.customer),
            subscriptionId: o.id,
          };
      }
      return { type: 'ignored', providerType: event.type };
    },
  };
}
