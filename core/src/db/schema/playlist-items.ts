import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentItems } from './content-items.js';
import { locations } from './locations.js';
import { users } from './users.js';

/**
 * A location's playlist: ordered content with a per-entry duration. The owner is stored too,
 * so every query can name it; deleting a location or a content item removes its entries.
 */
export const playlistItems = pgTable(
  'playlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null follows the item's own duration (which processing may set to a video's length). */
    displayDuration: integer('display_duration'),
  },
  (t) => [
    uniqueIndex('playlist_items_location_position_idx').on(t.locationId, t.position),
    index('playlist_items_content_id_idx').on(t.contentId),
    index('playlist_items_user_id_idx').on(t.userId),
  ],
);

export type PlaylistItemRow = typeof playlistItems.$inferSelect;
