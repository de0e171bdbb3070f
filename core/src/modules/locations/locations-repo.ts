import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SUSPENSION_AFTER_UNPAID_DAYS } from '@marquee/protocol';
import type { Db } from '../../db/client.js';
import { locations, type LocationRow } from '../../db/schema/index.js';

export type NewLocation = Omit<typeof locations.$inferInsert, 'id' | 'userId'>;
/** A location whose screens must hear that it was suspended or restored. */
export interface ChangedLocation {
  id: number;
  userId: number;
}
export type LocationPatch = Partial<
  Pick<
    LocationRow,
    'name' | 'address' | 'description' | 'timezone' | 'isActive' | 'showOverlay' | 'ticker'
  >
>;

/**
 * The only writer of `locations`. Every query names the owner (another account's id simply
 * matches nothing), except the daily dunning pass, which is cross-tenant by nature.
 */
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
    /** Some of the owner's locations (another account's ids match nothing). */
    findMany: (userId: number, ids: number[]): Promise<LocationRow[]> =>
      db
        .select()
        .from(locations)
        .where(and(eq(locations.userId, userId), inArray(locations.id, ids))),
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

    /**
     * A payment: clears unpaid days, lifts suspensions and moves the billing date. Limited to
     * `locationIds` when given (an admin settling one location). Returns the locations that
     * were suspended, whose screens must start again.
     */
    async settle(
      userId: number,
      nextBillingDate: Date,
      at: Date,
      locationIds?: number[],
    ): Promise<ChangedLocation[]> {
      const where = and(
        eq(locations.userId, userId),
        locationIds ? inArray(locations.id, locationIds) : undefined,
      );
      return db.transaction(async (tx) => {
        const lifted = await tx
          .select({ id: locations.id, userId: locations.userId })
          .from(locations)
          .where(and(where, eq(locations.isSuspended, true)));
        await tx
          .update(locations)
          .set({
            unpaidDays: 0,
            isSuspended: false,
            suspensionDate: null,
            nextBillingDate,
            updatedAt: at,
          })
          .where(where);
        return lifted;
      });
    },

    /** Lifts one suspension without payment and restarts the grace period from today. */
    async restore(userId: number, locationId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(locations)
        .set({
          unpaidDays: 0,
          isSuspended: false,
          suspensionDate: null,
          nextBillingDate: at,
          updatedAt: at,
        })
        .where(owned(userId, locationId))
        .returning({ id: locations.id });
      return rows.length > 0;
    },

    /**
     * One UTC day of dunning: unpaid days are the whole days since the billing date (so a missed
     * day is caught up, not lost), and locations reaching the limit are suspended. The caller
     * runs it in the transaction that claims the day.
     */
    async applyDunningDay(
      day: string,
      at: Date,
    ): Promise<{ overdue: number; suspended: ChangedLocation[] }> {
      const billedDay = sql`(${locations.nextBillingDate} at time zone 'UTC')::date`;
      const overdue = await db
        .update(locations)
        .set({ unpaidDays: sql`(${day}::date - ${billedDay})`, updatedAt: at })
        .where(and(eq(locations.isSuspended, false), sql`${billedDay} < ${day}::date`))
        .returning({ id: locations.id });
      const suspended = await db
        .update(locations)
        .set({ isSuspended: true, suspensionDate: at, updatedAt: at })
        .where(
          and(
            eq(locations.isSuspended, false),
            sql`${locations.unpaidDays} >= ${SUSPENSION_AFTER_UNPAID_DAYS}`,
          ),
        )
        .returning({ id: locations.id, userId: locations.userId });
      return { overdue: overdue.length, suspended };
    },
  };
}
export type LocationsRepo = ReturnType<typeof locationsRepo>;
