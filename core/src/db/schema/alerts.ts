import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';
import { locations } from './locations.js';
import { displays } from './displays.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where an account's alerts go; the webhook secret signs every body and is shown to the owner. */
export const alertChannels = pgTable('alert_channels', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret').notNull(),
});

/** A location's alert rules; no row means alerts are off. */
export const locationAlerts = pgTable('location_alerts', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  offlineEnabled: boolean('offline_enabled').notNull().default(false),
  offlineMinutes: doublePrecision('offline_minutes').notNull().default(10),
  mediaErrorsEnabled: boolean('media_errors_enabled').notNull().default(false),
});

/**
 * One row per incident: the unique key is what makes "one alert per incident" hold when two
 * workers scan at once (an offline incident's key is the connection that ended).
 */
export const alertIncidents = pgTable(
  'alert_incidents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayId: integer('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    kind: text('kind', { enum: ['offline', 'media_error'] }).notNull(),
    incidentKey: text('incident_key').notNull(),
    detail: text('detail'),
    startedAt: at('started_at').notNull(),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_incidents_key_idx').on(t.displayId, t.kind, t.incidentKey),
    index('alert_incidents_user_id_idx').on(t.userId),
  ],
);

/** Each message sent (or being retried) for an incident: the owner's delivery log. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => alertIncidents.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['offline', 'online', 'media_error'] }).notNull(),
    channel: text('channel', { enum: ['email', 'webhook'] }).notNull(),
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('alert_deliveries_once_idx').on(t.incidentId, t.event, t.channel),
    index('alert_deliveries_user_id_idx').on(t.userId, t.id),
    index('alert_deliveries_status_idx').on(t.status),
  ],
);

export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type AlertIncidentRow = typeof alertIncidents.$inferSelect;
