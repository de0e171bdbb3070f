import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentItems,
  locations,
  playlistItems,
  type ContentItemRow,
} from '../../db/schema/index.js';

export type NewContentItem = Omit<
  typeof contentItems.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type ContentPatch = Partial<
  Pick<
    ContentItemRow,
    | 'originalName'
    | 'displayDuration'
    | 'displayDurationIsDefault'
    | 'status'
    | 'statusReason'
    | 'width'
    | 'height'
    | 'mediaDuration'
    | 'pageCount'
    | 'thumbnailKey'
    | 'playbackKey'
    | 'playbackMimeType'
    | 'pageKeys'
    | 'documentKey'
    | 'isScheduled'
    | 'scheduledStartDate'
    | 'scheduledEndDate'
    | 'scheduledStartTime'
    | 'scheduledEndTime'
  >
>;

/** Every query names the owner: another account's id simply matches nothing. */
export function contentRepo(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(contentItems.userId, userId), eq(contentItems.id, id));

  return {
    list: (userId: number) =>
      db
        .select()
        .from(contentItems)
        .where(eq(contentItems.userId, userId))
        .orderBy(desc(contentItems.createdAt), desc(contentItems.id)),

    async find(userId: number, id: number): Promise<ContentItemRow | undefined> {
      const [row] = await db.select().from(contentItems).where(owned(userId, id));
      return row;
    },

    async ownedLocationIds(userId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.userId, userId), inArray(locations.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async insert(userId: number, values: NewContentItem): Promise<ContentItemRow> {
      const [row] = await db
        .insert(contentItems)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async update(
      userId: number,
      id: number,
      patch: ContentPatch,
    ): Promise<ContentItemRow | undefined> {
      const [row] = await db
        .update(contentItems)
        .set({ ...patch, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /**
     * A video's own length becomes its duration only while nobody has chosen one: one
     * conditional update, so a duration set during processing always wins. Playlist entries
     * without their own duration follow the item.
     */
    async applyDefaultDuration(userId: number, id: number, seconds: number): Promise<void> {
      await db
        .update(contentItems)
        .set({ displayDuration: seconds, updatedAt: new Date() })
        .where(and(owned(userId, id), eq(contentItems.displayDurationIsDefault, true)));
    },

    /**
     * A web page's rendered thumbnail, kept only while the item still shows `url` and nobody
     * stored another meanwhile (compare-and-set); the key it replaced, or false when not saved.
     */
    async setPageThumbnail(
      userId: number,
      id: number,
      url: string,
      key: string,
    ): Promise<string | null | false> {
      const [row] = await db
        .select({ old: contentItems.thumbnailKey })
        .from(contentItems)
        .where(owned(userId, id));
      if (!row) return false;
      const saved = await db
        .update(contentItems)
        .set({ thumbnailKey: key, updatedAt: new Date() })
        .where(
          and(
            owned(userId, id),
            sql`${contentItems.data}->>'url' = ${url}`,
            row.old === null
              ? isNull(contentItems.thumbnailKey)
              : eq(contentItems.thumbnailKey, row.old),
          ),
        )
        .returning({ id: contentItems.id });
      return saved.length > 0 ? row.old : false;
    },

    /** Only a processing item can fail: a late or repeated failure never overwrites a result. */
    async failIfProcessing(userId: number, id: number, reason: string): Promise<boolean> {
      const rows = await db
        .update(contentItems)
        .set({ status: 'failed', statusReason: reason, updatedAt: new Date() })
        .where(and(owned(userId, id), eq(contentItems.status, 'processing')))
        .returning({ id: contentItems.id });
      return rows.length > 0;
    },

    /** Back to processing, only from failed (a retry must not restart a finished item). */
    async restartFailed(userId: number, id: number): Promise<ContentItemRow | undefined> {
      const [row] = await db
        .update(contentItems)
        .set({ status: 'processing', statusReason: null, updatedAt: new Date() })
        .where(and(owned(userId, id), eq(contentItems.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Every account's unfinished items, for the recovery sweep only (a system task, like the
     * pairing-code expiry): each row carries its owner, which every later query names.
     */
    listProcessing: async () =>
      await db
        .select({
          id: contentItems.id,
          userId: contentItems.userId,
          updatedAt: contentItems.updatedAt,
        })
        .from(contentItems)
        .where(eq(contentItems.status, 'processing'))
        .orderBy(contentItems.id),

    /** Playlist entries go with it (foreign-key cascade). */
    async delete(userId: number, id: number): Promise<ContentItemRow | undefined> {
      const [row] = await db.delete(contentItems).where(owned(userId, id)).returning();
      return row;
    },

    async playlistEntries(userId: number, contentId: number) {
      return db
        .select()
        .from(playlistItems)
        .where(and(eq(playlistItems.userId, userId), eq(playlistItems.contentId, contentId)));
    },
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
