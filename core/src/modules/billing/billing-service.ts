import { BILLING_PERIOD_DAYS, MONTHLY_FEE_CENTS, type BillingSummary } from '@marquee/protocol';
import type { DunningResult } from '../../jobs/job-names.js';
import { conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { UsersRepo } from '../auth/index.js';
import type { ChangedLocation, LocationsRepo } from '../locations/index.js';
import type { SystemStateRepo } from '../system/index.js';
import type { BillingEvent, BillingProvider } from './billing-provider.js';
import type { BillingRepo } from './billing-repo.js';
import { toInvoice } from './invoice-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last UTC day the dunning pass ran (system_state). */
const DUNNING_LAST_DAY_KEY = 'billing.dunning.lastDay';

/**
 * Until something is paid, the first charge comes when the trial ends, whatever a location's
 * own date says (locations added before billing started at the trial's end carry a later one).
 * After a payment, the locations' dates are the ones the payment set.
 */
function upcomingBillingDate(
  periodEnd: Date | null,
  trial: { endsAt: Date | null; paid: boolean },
  at: Date,
) {
  if (!periodEnd) return null;
  const inTrial = !trial.paid && trial.endsAt !== null && trial.endsAt > at;
  return (inTrial ? trial.endsAt! : periodEnd).toISOString();
}

export function billingService(deps: {
  billing: BillingRepo;
  provider: BillingProvider;
  /** Subscription ids live on the user; suspensions and billing dates on the location. */
  users: UsersRepo;
  locations: LocationsRepo;
  /** Runs `work` in one transaction with repositories bound to it (the dunning day is atomic). */
  transaction<T>(
    work: (repos: { locations: LocationsRepo; state: SystemStateRepo }) => Promise<T>,
  ): Promise<T>;
  events: EventBus;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { billing, provider, events } = deps;
  const customerOf = (user: UserRow) => ({
    userId: user.id,
    email: user.email,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    trialEndsAt: user.trialEndsAt,
  });

  const invoicesOf = async (userId: number) => (await billing.invoicesOf(userId)).map(toInvoice);

  function announce(locations: ChangedLocation[], reason: 'suspended' | 'unsuspended') {
    for (const l of locations) events.locationChanged(l.id, reason, l.userId);
  }

  /** A payment for `userId`: its locations play again and are billed next at `next`. */
  async function settle(userId: number, next: Date, locationIds?: number[]) {
    announce(await deps.locations.settle(userId, next, now(), locationIds), 'unsuspended');
  }

  async function onEvent(event: BillingEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        await deps.users.setSubscription(event.userId, {
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
        await deps.users.clearSubscription(event.customerId, event.subscriptionId);
        return;
      case 'ignored':
        return;
    }
  }

  return {
    providerKind: provider.kind,

    /** The account's latest invoices, newest first (the back office shows them too). */
    invoices: invoicesOf,

    async summary(user: UserRow): Promise<BillingSummary> {
      const plan = await billing.planOf(user.id);
      const invoices = await invoicesOf(user.id);
      return {
        locations: plan.locations,
        rate: MONTHLY_FEE_CENTS,
        monthlyTotal: plan.monthlyTotal,
        nextBillingDate: upcomingBillingDate(
          plan.nextBillingDate,
          { endsAt: user.trialEndsAt, paid: invoices.some((i) => i.status === 'paid') },
          now(),
        ),
        trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
        provider: provider.kind,
        hasSubscription: Boolean(user.stripeSubscriptionId),
        invoices,
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
      if (!(await deps.locations.restore(userId, locationId, now())))
        throw notFound('Location not found');
      announce([{ id: locationId, userId }], 'unsuspended');
    },

    /** The daily pass; a no-op without a payment provider (self-hosted billing is informational). */
    async runDunning(day: string, at: Date): Promise<DunningResult> {
      if (provider.kind === 'none') return { processed: false, day, overdue: 0, suspended: [] };
      // At most once per day: the claim and the updates commit together.
      const result = await deps.transaction(async ({ locations, state }) =>
        (await state.advance(DUNNING_LAST_DAY_KEY, day, at))
          ? { processed: true, ...(await locations.applyDunningDay(day, at)) }
          : { processed: false, overdue: 0, suspended: [] },
      );
      announce(result.suspended, 'suspended');
      return { ...result, day, suspended: result.suspended.map((l) => l.id) };
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
