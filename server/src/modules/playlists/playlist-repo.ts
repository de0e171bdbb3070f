import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, playlistItems } from '../../db/schema/index.js';

export interface PlaylistRow {
  contentId: number;
  position: number;
  displayDuration: number;
}

export function playlistRepo(db: Db) {
  return {
    list: (userId: number, locationId: number): Promise<PlaylistRow[]> =>
      db
        .select({
          contentId: playlistItems.contentId,
          position: playlistItems.position,
          displayDuration: playlistItems.displayDuration,
        })
        .from(playlistItems)
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
    async replace(
      userId: number,
      locationId: number,
      entries: Omit<PlaylistRow, 'position'>[],
    ): Promise<void> {
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
