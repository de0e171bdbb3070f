import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, type PasswordResetRow } from '../../db/schema/index.js';
import { sessionsRepo } from './sessions-repo.js';
import { usersRepo } from './users-repo.js';

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
        // users and sessions are written by their own repositories, bound to this transaction.
        await usersRepo(tx).setPassword(used.userId, passwordHash, at);
        await sessionsRepo(tx).deleteAllForUser(used.userId);
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
