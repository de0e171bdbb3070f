import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locations, type LocationRow } from '../../db/schema/index.js';

export type NewLocation = Omit<typeof locations.$inferInsert, 'id' | 'userId'>;
export type LocationPatch = Partial<
  Pick<LocationRow, 'name' | 'address' | 'description' | 'timezone' | 'isActive' | 'showOverlay'>
>;

/** Every query names the owner: another account's id simply matches nothing. */
export function locationsRepo(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(locations.userId, userId), eq(locations.id, id));
  return {
    list: (userId: number) =>
      db.select().from(locations).where(eq(locations.userId, userId)).orderBy(asc(locations.id)),
    async find(userId: number, id: number): Promise<LocationRow | undefined> {
      const [row] = await db.select().from(locations).where(owned(userId, id));
      return row;
    },
    async insert(userId: number, values: NewLocation): Promise<LocationRow> {
      const [row] = await db
        .insert(locations)
        .values({ ...values, userId })
        .returning();
      return row!;
    },
    async update(
      userId: number,
      id: number,
      patch: LocationPatch,
    ): Promise<LocationRow | undefined> {
      const [row] = await db
        .update(locations)
        .set({ ...patch, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(locations)
        .where(owned(userId, id))
        .returning({ id: locations.id });
      return rows.length > 0;
    },
  };
}
export type LocationsRepo = ReturnType<typeof locationsRepo>;
