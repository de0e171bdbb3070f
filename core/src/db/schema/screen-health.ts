import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { displays } from './displays.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A screen's online intervals, written by the realtime layer. At most one is open per screen
 * (the partial unique index), so two sockets of one screen never make overlapping intervals.
 * `last_seen_at` is refreshed by the node holding the screen, so an interval left open by a
 * cluster that died entirely is closed at its last sign of life.
 */
export const displayConnections = pgTable(
  'display_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    displayId: integer('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    connectedAt: at('connected_at').notNull(),
    disconnectedAt: at('disconnected_at'),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('display_connections_open_idx')
      .on(t.displayId)
      .where(sql`${t.disconnectedAt} IS NULL`),
    index('display_connections_display_connected_idx').on(t.displayId, t.connectedAt),
    index('display_connections_disconnected_idx').on(t.disconnectedAt),
  ],
);

/** The latest health report of each screen. */
export const displayHealth = pgTable('display_health', {
  displayId: integer('display_id')
    .primaryKey()
    .references(() => displays.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  playerVersion: text('player_version'),
  resolution: text('resolution'),
  cacheFreeBytes: bigint('cache_free_bytes', { mode: 'number' }),
  cacheQuotaBytes: bigint('cache_quota_bytes', { mode: 'number' }),
  showingContentId: integer('showing_content_id'),
  showingName: text('showing_name'),
  reportedAt: at('reported_at').notNull(),
});

/** Recent media errors per screen, bounded (DISPLAY_ERRORS_KEPT each). */
export const displayErrors = pgTable(
  'display_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    displayId: integer('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id'),
    file: text('file').notNull(),
    error: text('error').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('display_errors_display_id_idx').on(t.displayId, t.id)],
);

export type DisplayConnectionRow = typeof displayConnections.$inferSelect;
export type DisplayHealthRow = typeof displayHealth.$inferSelect;
export type DisplayErrorRow = typeof displayErrors.$inferSelect;
