import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems } from '../../db/schema/index.js';

/** Library sizes for the back office (admin-only, like the rest of this module). */
export function usageRepo(db: Db) {
  return {
    async totalContent(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contentItems);
      return row?.n ?? 0;
    },
    async contentCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contentItems)
        .where(eq(contentItems.userId, userId));
      return row?.n ?? 0;
    },
    /** Uploaded bytes; derived files (thumbnails, pages, transcodes) are not counted. */
    async storageBytes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${contentItems.fileSize}), 0)`.mapWith(Number) })
        .from(contentItems)
        .where(eq(contentItems.userId, userId));
      return row?.n ?? 0;
    },
  };
}
