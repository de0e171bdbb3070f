import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemState } from '../../db/schema/index.js';

export const WORKER_HEARTBEAT_KEY = 'worker.heartbeat';
export const DUNNING_LAST_DAY_KEY = 'billing.dunning.lastDay';

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
  };
}
export type SystemStateRepo = ReturnType<typeof systemStateRepo>;
