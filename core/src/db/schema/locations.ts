import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Ticker } from '@marquee/protocol';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
    timezone: text('timezone').notNull().default('UTC'),
    isActive: boolean('is_active').notNull().default(true),
    /** Name, n of m, Next and progress over the picture; off for customer-facing screens. */
    showOverlay: boolean('show_overlay').notNull().default(true),
    /** The scrolling strip its screens show over the content; null: none. */
    ticker: jsonb('ticker').$type<Ticker>(),
    isSuspended: boolean('is_suspended').notNull().default(false),
    unpaidDays: integer('unpaid_days').notNull().default(0),
    suspensionDate: timestamp('suspension_date', { withTimezone: true, mode: 'date' }),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true, mode: 'date' }).notNull(),
    monthlyFee: integer('monthly_fee').notNull().default(4500),
    /**
     * Bumped in the same transaction as any write that changes what the location's screens play
     * (database triggers, so no writer can forget): snapshots are built once per revision.
     */
    playbackRevision: integer('playback_revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_user_id_idx').on(t.userId),
    index('locations_next_billing_date_idx').on(t.nextBillingDate),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
