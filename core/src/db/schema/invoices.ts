import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** What an account was charged: from the payment provider's webhooks, or marked paid by an admin. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's id; null for invoices an admin marked paid by hand. */
    providerInvoiceId: text('provider_invoice_id'),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
    locationCount: integer('location_count').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'open', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('invoices_provider_invoice_id_idx').on(t.providerInvoiceId),
    index('invoices_created_at_idx').on(t.createdAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
