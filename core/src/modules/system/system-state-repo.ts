import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemState } from '../../db/schema/index.js';

export const WORKER_HEARTBEAT_KEY = 'worker.heartbeat';

export function systemStateRepo(db: Db) {
  return {
    async get(key: string): Promise<{ value: string; updatedAt: Date } | undefined> {
      const [row] = await db.select().from(systemState).where(eq(systemState.key, key));
      return row;
    },
    async set(key: string, value: string, at: Date): Promise<void> {
      await db
        .insert(systemState)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({
          target: systemState.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    },
    /**
     * Moves `key` forward to `value` unless it is there already (or past it). The row stays
     * locked until the caller's transaction ends, so two nodes never both claim one day.
     */
    async advance(key: string, value: string, at: Date): Promise<boolean> {
      await db.insert(systemState).values({ key, value: '', updatedAt: at }).onConflictDoNothing();
      const [state] = await db
        .select()
        .from(systemState)
        .where(eq(systemState.key, key))
        .for('update');
      if (state && state.value >= value) return false;
      await db.update(systemState).set({ value, updatedAt: at }).where(eq(systemState.key, key));
      return true;
    },
  };
}
export type SystemStateRepo = ReturnType<typeof systemStateRepo>;
