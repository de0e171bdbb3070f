import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EmergencySeverity } from '@marquee/protocol';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** An alert that replaces everything on its locations' screens until it is cleared. */
export const emergencyAlerts = pgTable(
  'emergency_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity').$type<EmergencySeverity>().notNull(),
    /** null: every location of the account, including ones added while it is on. */
    locationIds: integer('location_ids').array(),
    // The owner or an admin; the email keeps the record readable after that account goes.
    startedByEmail: text('started_by_email').notNull(),
    startedAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
    clearedByEmail: text('cleared_by_email'),
  },
  (t) => [index('emergency_alerts_user_id_cleared_at_idx').on(t.userId, t.clearedAt)],
);

/** Messages staged in advance ("Fire: evacuate the building"), cached on every screen. */
export const emergencyPresets = pgTable(
  'emergency_presets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity').$type<EmergencySeverity>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('emergency_presets_user_id_idx').on(t.userId)],
);

export type EmergencyAlertRow = typeof emergencyAlerts.$inferSelect;
export type EmergencyPresetRow = typeof emergencyPresets.$inferSelect;
