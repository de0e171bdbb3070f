import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, locations, users, type InvoiceRow } from '../../db/schema/index.js';

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes invoices; reads the plan from locations. Per-account queries name the owner; the webhook
 * lookup by the provider's customer id is cross-tenant by nature.
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
