import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    role: text('role', { enum: ['admin', 'client'] })
      .notNull()
      .default('client'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are stored lower-cased; the unique index on lower() guards against any path that forgets.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // The back office sorts 100k+ users by these; each sort walks its index instead of sorting.
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('users_status_created_at_idx').on(t.status, t.createdAt),
    uniqueIndex('users_stripe_customer_idx').on(t.stripeCustomerId),
    // The back office's search is `ilike '%term%'` on these three: trigram indexes answer it
    // without reading every account (pg_trgm, created by the migration that adds them).
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
