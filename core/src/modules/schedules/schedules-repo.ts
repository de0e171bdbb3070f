import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduleItems, schedules, type ScheduleRow } from '../../db/schema/index.js';

export type NewSchedule = Omit<
  typeof schedules.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export function schedulesRepo(db: Db) {
  const owned = (userId: number, id: number) =>
    and(eq(schedules.userId, userId), eq(schedules.id, id));
  return {
    list: (userId: number) =>
      db.select().from(schedules).where(eq(schedules.userId, userId)).orderBy(asc(schedules.id)),
    listForLocation: (userId: number, locationId: number) =>
      db
        .select()
        .from(schedules)
        .where(and(eq(schedules.userId, userId), eq(schedules.locationId, locationId)))
        .orderBy(asc(schedules.id)),
    async find(userId: number, id: number): Promise<ScheduleRow | undefined> {
      const [row] = await db.select().from(schedules).where(owned(userId, id));
      return row;
    },
    async insert(userId: number, values: NewSchedule): Promise<ScheduleRow> {
      const [row] = await db
        .insert(schedules)
        .values({ ...values, userId })
        .returning();
      return row!;
    },
    async update(
      userId: number,
      id: number,
      patch: Partial<NewSchedule>,
    ): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .update(schedules)
        .set({ ...patch, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },
    async delete(userId: number, id: number): Promise<ScheduleRow | undefined> {
      const [row] = await db.delete(schedules).where(owned(userId, id)).returning();
      return row;
    },
    /** Content ids per schedule, in play order. */
    async contentIds(userId: number, scheduleIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>(scheduleIds.map((id) => [id, []]));
      if (!scheduleIds.length) return out;
      const rows = await db
        .select({ scheduleId: scheduleItems.scheduleId, contentId: scheduleItems.contentId })
        .from(scheduleItems)
        .where(
          and(eq(scheduleItems.userId, userId), inArray(scheduleItems.scheduleId, scheduleIds)),
        )
        .orderBy(asc(scheduleItems.scheduleId), asc(scheduleItems.position));
      for (const r of rows) out.get(r.scheduleId)?.push(r.contentId);
      return out;
    },
    /**
     * Appends content to a schedule. The schedule row is locked first, so concurrent assignments
     * queue up and each gets its own position; the unique index still refuses a repeat.
     */
    async assign(
      userId: number,
      scheduleId: number,
      contentId: number,
    ): Promise<'assigned' | 'duplicate' | 'missing'> {
      return db.transaction(async (tx) => {
        const [schedule] = await tx
          .select({ id: schedules.id })
          .from(schedules)
          .where(owned(userId, scheduleId))
          .for('update');
        if (!schedule) return 'missing';
        const [last] = await tx
          .select({ position: max(scheduleItems.position) })
          .from(scheduleItems)
          .where(and(eq(scheduleItems.userId, userId), eq(scheduleItems.scheduleId, scheduleId)));
        const rows = await tx
          .insert(scheduleItems)
          .values({ userId, scheduleId, contentId, position: (last?.position ?? -1) + 1 })
          .onConflictDoNothing()
          .returning({ id: scheduleItems.id });
        return rows.length > 0 ? 'assigned' : 'duplicate';
      });
    },
    async unassign(userId: number, scheduleId: number, contentId: number): Promise<boolean> {
      const rows = await db
        .delete(scheduleItems)
        .where(
          and(
            eq(scheduleItems.userId, userId),
            eq(scheduleItems.scheduleId, scheduleId),
            eq(scheduleItems.contentId, contentId),
          ),
        )
        .returning({ id: scheduleItems.id });
      return rows.length > 0;
    },
  };
}
export type SchedulesRepo = ReturnType<typeof schedulesRepo>;
