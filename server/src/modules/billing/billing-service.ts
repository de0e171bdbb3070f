import { BILLING_PERIOD_DAYS, MONTHLY_FEE_CENTS, type BillingSummary } from '@marquee/protocol';
import type { DunningResult } from '@marquee/worker';
import { conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import type { LocationChanges } from '../locations/location-changes.js';
import type { BillingEvent, BillingProvider } from './billing-provider.js';
import type { BillingRepo, ChangedLocation } from './billing-repo.js';
import { toInvoice } from './invoice-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function billingService(deps: {
  billing: BillingRepo;
  provider: BillingProvider;
  changes: LocationChanges;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { billing, provider, changes } = deps;
  const customerOf = (user: UserRow) => ({
    userId: user.id,
    email: user.email,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    trialEndsAt: user.trialEndsAt,
  });

  function announce(locations: ChangedLocation[], reason: 'suspended' | 'unsuspended') {
    const at = now();
    for (const l of locations) changes.publish({ locationId: l.id, userId: l.userId, reason, at });
  }

  /** A payment for `userId`: its locations play again and are billed next at `next`. */
  async function settle(userId: number, next: Date, locationIds?: number[]) {
    announce(await billing.settle(userId, next, now(), locationIds), 'unsuspended');
  }

  async function onEvent(event: BillingEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        await billing.setSubscription(event.userId, {
          customerId: event.customerId,
          subscriptionId: event.subscriptionId,
        });
        return;
      case 'invoice.paid':
      case 'invoice.failed': {
        const userId = await billing.userIdByCustomer(event.customerId);
        // Invoices can arrive before checkout completion; a non-2xx makes the provider retry later.
        if (!userId) throw conflict('Unknown customer; retry after checkout completes');
        const paid = event.type === 'invoice.paid';
        const { alreadyPaid } = await billing.upsertInvoice({
          userId,
          providerInvoiceId: event.invoiceId,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
          locationCount: event.quantity,
          amountCents: event.amountCents,
          status: paid ? 'paid' : 'failed',
        });
        if (paid && !alreadyPaid) {
          const fallback = new Date(now().getTime() + BILLING_PERIOD_DAYS * DAY_MS);
          await settle(userId, event.periodEnd > now() ? event.periodEnd : fallback);
        }
        return;
      }
      case 'subscription.canceled':
        await billing.clearSubscription(event.customerId, event.subscriptionId);
        return;
      case 'ignored':
        return;
    }
  }

  return {
    providerKind: provider.kind,

    async summary(user: UserRow): Promise<BillingSummary> {
      const plan = await billing.planOf(user.id);
      const invoices = await billing.invoicesOf(user.id);
      return {
        locations: plan.locations,
        rate: MONTHLY_FEE_CENTS,
        monthlyTotal: plan.monthlyTotal,
        nextBillingDate: plan.nextBillingDate?.toISOString() ?? null,
        trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
        provider: provider.kind,
        hasSubscription: Boolean(user.stripeSubscriptionId),
        invoices: invoices.map(toInvoice),
      };
    },

    async checkout(user: UserRow, origin: string): Promise<string> {
      if (user.stripeSubscriptionId) throw conflict('This account already has a subscription');
      const quantity = await billing.locationCount(user.id);
      return provider.startCheckout(customerOf(user), quantity, {
        success: `${origin}/?tab=billing&checkout=success`,
        cancel: `${origin}/?tab=billing&checkout=canceled`,
      });
    },

    async portal(user: UserRow, origin: string): Promise<string> {
      // Without a provider, its own refusal (the spec's message) is the answer.
      if (provider.kind !== 'none' && (!user.stripeCustomerId || !user.stripeSubscriptionId))
        throw conflict('This account has no subscription yet');
      return provider.openPortal(customerOf(user), `${origin}/?tab=billing`);
    },

    /** After a location is added or deleted: the subscription's quantity follows. */
    async syncQuantity(user: Pick<UserRow, 'id' | 'stripeSubscriptionId'>): Promise<void> {
      if (!user.stripeSubscriptionId) return;
      await provider.syncQuantity(user.stripeSubscriptionId, await billing.locationCount(user.id));
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      await onEvent(provider.parseWebhook(rawBody, signature));
    },

    /** An admin records a payment received outside the provider (bank transfer, cheque). */
    async markPaid(userId: number, location: { id: number; monthlyFee: number }): Promise<void> {
      const start = now();
      const end = new Date(start.getTime() + BILLING_PERIOD_DAYS * DAY_MS);
      await billing.upsertInvoice({
        userId,
        providerInvoiceId: null,
        periodStart: start,
        periodEnd: end,
        locationCount: 1,
        amountCents: location.monthlyFee,
        status: 'paid',
      });
      await settle(userId, end, [location.id]);
    },

    async restore(userId: number, locationId: number): Promise<void> {
      if (!(await billing.restore(userId, locationId, now()))) throw notFound('Location not found');
      announce([{ id: locationId, userId }], 'unsuspended');
    },

    /** The daily pass; a no-op without a payment provider (self-hosted billing is informational). */
    async runDunning(day: string, at: Date): Promise<DunningResult> {
      if (provider.kind === 'none') return { processed: false, day, overdue: 0, suspended: [] };
      const result = await billing.runDunning(day, at);
      announce(result.suspended, 'suspended');
      return { ...result, day, suspended: result.suspended.map((l) => l.id) };
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
