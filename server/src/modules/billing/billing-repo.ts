import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, locations, systemState, users, type InvoiceRow } from '../../db/schema/index.js';
import { DUNNING_LAST_DAY_KEY } from '../system/system-state-repo.js';
import { SUSPENSION_AFTER_UNPAID_DAYS } from '@marquee/protocol';

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>;
export interface ChangedLocation {
  id: number;
  userId: number;
}

/**
 * Per-account queries name the owner. Two paths are cross-tenant by nature and say so:
 * webhook lookups by the provider's customer id, and the daily dunning pass.
 */
export function billingRepo(db: Db) {
  return {
    async planOf(userId: number) {
      const [row] = await db
        .select({
          locations: sql<number>`count(*)`.mapWith(Number),
          monthlyTotal:
            sql<number>`coalesce(sum(${locations.monthlyFee}) filter (where not ${locations.isSuspended}), 0)`.mapWith(
              Number,
            ),
          nextBillingDate: sql<Date | null>`min(${locations.nextBillingDate})`.mapWith(
            (v: string | Date | null) => (v ? new Date(v) : null),
          ),
        })
        .from(locations)
        .where(eq(locations.userId, userId));
      return row!;
    },

    invoicesOf: (userId: number, limit = 24): Promise<InvoiceRow[]> =>
      db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit),

    async userIdByCustomer(customerId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.stripeCustomerId, customerId));
      return row?.id;
    },

    async setSubscription(
      userId: number,
      ids: { customerId?: string; subscriptionId: string | null },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ...(ids.customerId ? { stripeCustomerId: ids.customerId } : {}),
          stripeSubscriptionId: ids.subscriptionId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async clearSubscription(customerId: string, subscriptionId: string): Promise<void> {
      await db
        .update(users)
        .set({ stripeSubscriptionId: null, updatedAt: new Date() })
        .where(
          and(
            eq(users.stripeCustomerId, customerId),
            eq(users.stripeSubscriptionId, subscriptionId),
          ),
        );
    },

    /**
     * Inserts the invoice, or updates its status when the provider sends it again. Returns
     * whether it was already paid, so replayed webhooks settle nothing twice.
     */
    async upsertInvoice(invoice: NewInvoice): Promise<{ alreadyPaid: boolean }> {
      return db.transaction(async (tx) => {
        if (invoice.providerInvoiceId) {
          const [existing] = await tx
            .select()
            .from(invoices)
            .where(eq(invoices.providerInvoiceId, invoice.providerInvoiceId))
            .for('update');
          if (existing) {
            if (existing.status === 'paid') return { alreadyPaid: true };
            await tx
              .update(invoices)
              .set({ status: invoice.status, amountCents: invoice.amountCents })
              .where(eq(invoices.id, existing.id));
            return { alreadyPaid: false };
          }
        }
        await tx.insert(invoices).values(invoice);
        return { alreadyPaid: false };
      });
    },

    /**
     * A payment: clears unpaid days, lifts suspensions and moves the billing date. Limited to
     * `locationIds` when given (an admin settling one location). Returns the locations that
     * were suspended, whose screens must start again.
     */
    async settle(
      userId: number,
      nextBillingDate: Date,
      at: Date,
      locationIds?: number[],
    ): Promise<ChangedLocation[]> {
      const where = and(
        eq(locations.userId, userId),
        locationIds ? inArray(locations.id, locationIds) : undefined,
      );
      return db.transaction(async (tx) => {
        const lifted = await tx
          .select({ id: locations.id, userId: locations.userId })
          .from(locations)
          .where(and(where, eq(locations.isSuspended, true)));
        await tx
          .update(locations)
          .set({
            unpaidDays: 0,
            isSuspended: false,
            suspensionDate: null,
            nextBillingDate,
            updatedAt: at,
          })
          .where(where);
        return lifted;
      });
    },

    /** Lifts one suspension without payment and restarts the grace period from today. */
    async restore(userId: number, locationId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(locations)
        .set({
          unpaidDays: 0,
          isSuspended: false,
          suspensionDate: null,
          nextBillingDate: at,
          updatedAt: at,
        })
        .where(and(eq(locations.userId, userId), eq(locations.id, locationId)))
        .returning({ id: locations.id });
      return rows.length > 0;
    },

    /**
     * One UTC day of dunning, at most once per day: unpaid days are the whole days since the
     * billing date (so a missed day is caught up, not lost), and locations reaching the limit
     * are suspended. Cross-tenant by nature.
     */
    async runDunning(
      day: string,
      at: Date,
    ): Promise<{ processed: boolean; overdue: number; suspended: ChangedLocation[] }> {
      return db.transaction(async (tx) => {
        await tx
          .insert(systemState)
          .values({ key: DUNNING_LAST_DAY_KEY, value: '', updatedAt: at })
          .onConflictDoNothing();
        const [state] = await tx
          .select()
          .from(systemState)
          .where(eq(systemState.key, DUNNING_LAST_DAY_KEY))
          .for('update');
        if (state && state.value >= day) return { processed: false, overdue: 0, suspended: [] };

        const billedDay = sql`(${locations.nextBillingDate} at time zone 'UTC')::date`;
        const overdue = await tx
          .update(locations)
          .set({ unpaidDays: sql`(${day}::date - ${billedDay})`, updatedAt: at })
          .where(and(eq(locations.isSuspended, false), sql`${billedDay} < ${day}::date`))
          .returning({ id: locations.id });
        const suspended = await tx
          .update(locations)
          .set({ isSuspended: true, suspensionDate: at, updatedAt: at })
          .where(
            and(
              eq(locations.isSuspended, false),
              sql`${locations.unpaidDays} >= ${SUSPENSION_AFTER_UNPAID_DAYS}`,
            ),
          )
          .returning({ id: locations.id, userId: locations.userId });
        await tx
          .update(systemState)
          .set({ value: day, updatedAt: at })
          .where(eq(systemState.key, DUNNING_LAST_DAY_KEY));
        return { processed: true, overdue: overdue.length, suspended };
      });
    },

    async locationCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(locations)
        .where(eq(locations.userId, userId));
      return row!.n;
    },
  };
}
export type BillingRepo = ReturnType<typeof billingRepo>;
