import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

export function usersRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Returns undefined when the email is taken (unique index), so callers can answer 409 without a race. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, patch: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async setPassword(id: number, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
    },

    async setSubscription(
      userId: number,
      ids: { customerId?: string; subscriptionId: string | null },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ...(ids.customerId ? { stripeCustomerId: ids.customerId } : {}),
          stripeSubscriptionId: ids.subscriptionId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async clearSubscription(customerId: string, subscriptionId: string): Promise<void> {
      await db
        .update(users)
        .set({ stripeSubscriptionId: null, updatedAt: new Date() })
        .where(
          and(
            eq(users.stripeCustomerId, customerId),
            eq(users.stripeSubscriptionId, subscriptionId),
          ),
        );
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
