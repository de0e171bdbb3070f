import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { locations } from './locations.js';

/** A paired screen. Its token is scoped to one location and stored only as a hash. */
export const displays = pgTable(
  'displays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    resolution: text('resolution'),
    pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('displays_token_hash_idx').on(t.tokenHash),
    index('displays_location_id_idx').on(t.locationId),
    index('displays_user_id_idx').on(t.userId),
  ],
);

export type DisplayRow = typeof displays.$inferSelect;
