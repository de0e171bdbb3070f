import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, locations, playlistItems } from '../../db/schema/index.js';

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

    /** Appends an item to the end of each playlist; the caller runs it in its transaction. */
    async append(userId: number, locationIds: readonly number[], contentId: number) {
      if (!locationIds.length) return;
      // Locks the playlists being appended to, so concurrent uploads get distinct positions.
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.userId, userId), inArray(locations.id, [...locationIds])))
        .orderBy(locations.id)
        .for('update');
      for (const locationId of locationIds) {
        await db.insert(playlistItems).values({
          userId,
          locationId,
          contentId,
          position: sql`(select coalesce(max(${playlistItems.position}), -1) + 1 from ${playlistItems} where ${playlistItems.locationId} = ${locationId} and ${playlistItems.userId} = ${userId})`,
        });
      }
    },

    /**
     * Replaces the whole playlist in one transaction, so screens never see half an order. The
     * location row is locked first: concurrent saves (a double-click on Save) queue up instead
     * of colliding on the position key, and the last one wins. `plan` sees the entries' own
     * durations as they are under the lock. False when the location is gone.
     */
    async replace(
      userId: number,
      locationId: number,
      plan: (ownDurations: ReadonlyMap<number, number | null>) => PlaylistWrite[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [location] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.userId, userId), eq(locations.id, locationId)))
          .for('update');
        if (!location) return false;
        const mine = and(
          eq(playlistItems.userId, userId),
          eq(playlistItems.locationId, locationId),
        );
        const current = await tx
          .select({ contentId: playlistItems.contentId, own: playlistItems.displayDuration })
          .from(playlistItems)
          .where(mine);
        const entries = plan(new Map(current.map((r) => [r.contentId, r.own])));
        await tx.delete(playlistItems).where(mine);
        if (entries.length) {
          await tx
            .insert(playlistItems)
            .values(entries.map((e, position) => ({ ...e, userId, locationId, position })));
        }
        return true;
      });
    },
  };
}
export type PlaylistRepo = ReturnType<typeof playlistRepo>;
