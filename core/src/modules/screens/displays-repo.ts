import { and, asc, eq } from 'drizzle-orm';
import { anyId } from '../../db/any-id.js';
import type { Db } from '../../db/client.js';
import { displays, locations, type DisplayRow, type LocationRow } from '../../db/schema/index.js';

export type NewDisplay = Omit<typeof displays.$inferInsert, 'id' | 'pairedAt'>;

export function displaysRepo(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(displays.userId, userId), eq(displays.id, id));
  return {
    /** Undefined when the token is already bound to a display (two owners claiming one screen). */
    async insert(values: NewDisplay): Promise<DisplayRow | undefined> {
      const [row] = await db.insert(displays).values(values).onConflictDoNothing().returning();
      return row;
    },
    listForLocation: (userId: number, locationId: number) =>
      db
        .select()
        .from(displays)
        .where(and(eq(displays.userId, userId), eq(displays.locationId, locationId)))
        .orderBy(asc(displays.id)),
    async rename(userId: number, id: number, name: string): Promise<DisplayRow | undefined> {
      const [row] = await db.update(displays).set({ name }).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: number, id: number): Promise<DisplayRow | undefined> {
      const [row] = await db.delete(displays).where(owned(userId, id)).returning();
      return row;
    },
    /** The display token is the screen's credential: it resolves to its display and location. */
    async findByToken(
      tokenHash: string,
    ): Promise<{ display: DisplayRow; location: LocationRow } | undefined> {
      const [row] = await db
        .select({ display: displays, location: locations })
        .from(displays)
        .innerJoin(locations, eq(locations.id, displays.locationId))
        .where(eq(displays.tokenHash, tokenHash));
      return row;
    },
    /** Many screens seen at once: one statement for all of them. */
    async touchMany(ids: number[], at: Date): Promise<void> {
      if (ids.length)
        await db.update(displays).set({ lastSeenAt: at }).where(anyId(displays.id, ids));
    },
    async touch(
      id: number,
      at: Date,
      seen: { userAgent?: string | null; resolution?: string | null },
    ): Promise<void> {
      const patch = {
        lastSeenAt: at,
        ...(seen.userAgent ? { userAgent: seen.userAgent } : {}),
        ...(seen.resolution ? { resolution: seen.resolution } : {}),
      };
      await db.update(displays).set(patch).where(eq(displays.id, id));
    },
  };
}
export type DisplaysRepo = ReturnType<typeof displaysRepo>;
