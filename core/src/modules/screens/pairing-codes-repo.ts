import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pairingCodes, type PairingCodeRow } from '../../db/schema/index.js';

export type NewPairingCode = Omit<typeof pairingCodes.$inferInsert, 'id' | 'createdAt'>;

/** Codes are looked up by the code itself: it is the (short-lived) credential. */
export function pairingCodesRepo(db: Db) {
  return {
    /** Undefined when the code is already taken by a live code; the caller draws another. */
    async insert(values: NewPairingCode): Promise<PairingCodeRow | undefined> {
      const [row] = await db.insert(pairingCodes).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Takes a live location code exactly once: the delete is the claim, so two screens cannot share it. */
    async consumeLocationCode(code: string, now: Date): Promise<PairingCodeRow | undefined> {
      const [row] = await db
        .delete(pairingCodes)
        .where(
          and(
            eq(pairingCodes.code, code),
            eq(pairingCodes.kind, 'location'),
            gt(pairingCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /** Marks an unclaimed, live screen code as claimed for a display; only one claim can win. */
    async claimScreenCode(
      code: string,
      displayId: number,
      now: Date,
    ): Promise<PairingCodeRow | undefined> {
      const [row] = await db
        .update(pairingCodes)
        .set({ displayId })
        .where(
          and(
            eq(pairingCodes.code, code),
            eq(pairingCodes.kind, 'screen'),
            gt(pairingCodes.expiresAt, now),
            isNull(pairingCodes.displayId),
          ),
        )
        .returning();
      return row;
    },
    async findScreenCode(code: string, now: Date): Promise<PairingCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(pairingCodes)
        .where(
          and(
            eq(pairingCodes.code, code),
            eq(pairingCodes.kind, 'screen'),
            gt(pairingCodes.expiresAt, now),
          ),
        );
      return row;
    },
    async findByClaimToken(claimTokenHash: string): Promise<PairingCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(pairingCodes)
        .where(eq(pairingCodes.claimTokenHash, claimTokenHash));
      return row;
    },
    async deleteById(id: number): Promise<void> {
      await db.delete(pairingCodes).where(eq(pairingCodes.id, id));
    },
    async deleteForLocation(userId: number, locationId: number): Promise<void> {
      await db
        .delete(pairingCodes)
        .where(
          and(
            eq(pairingCodes.userId, userId),
            eq(pairingCodes.locationId, locationId),
            eq(pairingCodes.kind, 'location'),
          ),
        );
    },
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(pairingCodes)
        .where(lte(pairingCodes.expiresAt, now))
        .returning({ id: pairingCodes.id });
      return rows.length;
    },
  };
}
export type PairingCodesRepo = ReturnType<typeof pairingCodesRepo>;
