import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  DISPLAY_ERRORS_KEPT,
  type DisplayHealthReport,
  type DisplayMediaError,
} from '@marquee/protocol';
import type { Db } from '../../db/client.js';
import {
  displayErrors,
  displayHealth,
  type DisplayErrorRow,
  type DisplayHealthRow,
} from '../../db/schema/index.js';

/** The only writer of display_health and display_errors. */
export function healthRepo(db: Db) {
  return {
    async saveReport(
      screen: { displayId: number; userId: number },
      report: DisplayHealthReport,
      at: Date,
    ): Promise<void> {
      const values = {
        playerVersion: report.playerVersion ?? null,
        resolution: report.resolution ?? null,
        cacheFreeBytes: report.cacheFreeBytes ?? null,
        cacheQuotaBytes: report.cacheQuotaBytes ?? null,
        showingContentId: report.showing?.contentId ?? null,
        showingName: report.showing?.name ?? null,
        reportedAt: at,
      };
      await db
        .insert(displayHealth)
        .values({ ...screen, ...values })
        .onConflictDoUpdate({ target: displayHealth.displayId, set: values });
    },

    /** Keeps the newest DISPLAY_ERRORS_KEPT per screen, so a failing screen cannot fill the table. */
    async addError(
      screen: { displayId: number; userId: number },
      error: DisplayMediaError,
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(displayErrors).values({
          ...screen,
          contentId: error.contentId ?? null,
          file: error.file,
          error: error.error,
          at,
        });
        await tx.delete(displayErrors).where(
          and(
            eq(displayErrors.displayId, screen.displayId),
            lt(
              displayErrors.id,
              sql`(select min(k.id) from (select ${displayErrors.id} as id from ${displayErrors}
                  where ${displayErrors.displayId} = ${screen.displayId}
                  order by ${displayErrors.id} desc limit ${DISPLAY_ERRORS_KEPT}) k)`,
            ),
          ),
        );
      });
    },

    reports: (userId: number, displayIds: number[]): Promise<DisplayHealthRow[]> =>
      displayIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(displayHealth)
            .where(
              and(eq(displayHealth.userId, userId), inArray(displayHealth.displayId, displayIds)),
            ),

    errors: (userId: number, displayIds: number[]): Promise<DisplayErrorRow[]> =>
      displayIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(displayErrors)
            .where(
              and(eq(displayErrors.userId, userId), inArray(displayErrors.displayId, displayIds)),
            )
            .orderBy(desc(displayErrors.id)),
  };
}
export type HealthRepo = ReturnType<typeof healthRepo>;
