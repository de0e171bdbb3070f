import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';

export function sessionsRepo(db: Db) {
  return {
    async create(s: {
      userId: number;
      tokenHash: string;
      userAgent: string | null;
      ip: string | null;
    }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(s).returning();
      return row!;
    },
    async findWithUser(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
    },
    async touch(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteByToken(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteOthers(userId: number, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
    /** Returns how many ended (the back office records it). */
    async deleteAllForUser(userId: number): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },
    async deleteIdleBefore(cutoff: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.lastSeenAt, cutoff));
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
