import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions, users, type PasswordResetRow } from '../../db/schema/index.js';

export function passwordResetsRepo(db: Db) {
  return {
    async create(r: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(r);
    },
    async findByToken(tokenHash: string): Promise<PasswordResetRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash));
      return row;
    },
    /**
     * Uses the token and sets the password in one transaction: the conditional update lets only
     * one of two concurrent requests through, and every session of the account ends with it.
     * Returns the user id, or undefined when the token is unknown, used or expired.
     */
    async consume(tokenHash: string, passwordHash: string, at: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!used) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: at })
          .where(eq(users.id, used.userId));
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
        // Other links still in someone's inbox would undo the new password: they end too.
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
        return used.userId;
      });
    },
  };
}
export type PasswordResetsRepo = ReturnType<typeof passwordResetsRepo>;
