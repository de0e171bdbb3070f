import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';
import { locations } from './locations.js';

/**
 * Short-lived, single-use 6-digit codes. 'location' codes are made by an owner for a location
 * and typed on the screen; 'screen' codes are shown by a screen and typed by the owner, and
 * carry the hash of the secret that becomes the screen's display token once claimed.
 */
export const pairingCodes = pgTable(
  'pairing_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['location', 'screen'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    claimTokenHash: text('claim_token_hash'),
    resolution: text('resolution'),
    userAgent: text('user_agent'),
    /** Set when a screen code is claimed, so the waiting screen learns its location. */
    displayId: integer('display_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pairing_codes_code_idx').on(t.code),
    uniqueIndex('pairing_codes_claim_token_hash_idx').on(t.claimTokenHash),
  ],
);

export type PairingCodeRow = typeof pairingCodes.$inferSelect;
