import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, playlistItems } from '../../db/schema/index.js';

export interface PlaylistRow {
  contentId: number;
  position: number;
  /** What plays: the entry's own duration, or the item's when the entry has none. */
  displayDuration: number;
  /** The entry's own setting; null follows the item (a video's length once processed). */
  ownDuration: number | null;
}

export type PlaylistWrite = { contentId: number; displayDuration: number | null };

export function playlistRepo(db: Db) {
  return {
    list: (userId: number, locationId: number): Promise<PlaylistRow[]> =>
      db
        .select({
          contentId: playlistItems.contentId,
          position: playlistItems.position,
          displayDuration: sql<number>`coalesce(${playlistItems.displayDuration}, ${contentItems.displayDuration})`,
          ownDuration: playlistItems.displayDuration,
        })
        .from(playlistItems)
        .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
        .where(and(eq(playlistItems.userId, userId), eq(playlistItems.locationId, locationId)))
        .orderBy(asc(playlistItems.position)),

    /** Which of these content ids the owner has, with their default durations. */
    async ownedContent(userId: number, ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: contentItems.id, displayDuration: contentItems.displayDuration })
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, ids)));
      return new Map(rows.map((r) => [r.id, r.displayDuration]));
    },

    /** Replaces the whole playlist in one transaction: screens never see half an order. */
    async replace(userId: number, locationId: number, entries: PlaylistWrite[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(playlistItems)
          .where(and(eq(playlistItems.userId, userId), eq(playlistItems.locationId, locationId)));
        if (entries.length) {
          await tx
            .insert(playlistItems)
            .values(entries.map((e, position) => ({ ...e, userId, locationId, position })));
        }
      });
    },
  };
}
export type PlaylistRepo = ReturnType<typeof playlistRepo>;
