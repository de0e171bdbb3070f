import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentItems, playlistItems, scheduleItems, schedules } from '../../db/schema/index.js';

/** Only finished items play: one still processing or failed has nothing a screen can show yet. */
const playable = eq(contentItems.status, 'ready');

export function playbackRepo(db: Db) {
  return {
    playlist: (userId: number, locationId: number) =>
      db
        .select({ content: contentItems, displayDuration: playlistItems.displayDuration })
        .from(playlistItems)
        .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
        .where(
          and(eq(playlistItems.userId, userId), eq(playlistItems.locationId, locationId), playable),
        )
        .orderBy(asc(playlistItems.position)),

    schedules: (userId: number, locationId: number) =>
      db
        .select()
        .from(schedules)
        .where(
          and(
            eq(schedules.userId, userId),
            eq(schedules.locationId, locationId),
            eq(schedules.isActive, true),
          ),
        )
        .orderBy(asc(schedules.id)),

    scheduleContent: (userId: number, locationId: number) =>
      db
        .select({ scheduleId: scheduleItems.scheduleId, content: contentItems })
        .from(scheduleItems)
        .innerJoin(schedules, eq(schedules.id, scheduleItems.scheduleId))
        .innerJoin(contentItems, eq(contentItems.id, scheduleItems.contentId))
        .where(
          and(eq(scheduleItems.userId, userId), eq(schedules.locationId, locationId), playable),
        )
        .orderBy(asc(scheduleItems.scheduleId), asc(scheduleItems.position)),
  };
}
export type PlaybackRepo = ReturnType<typeof playbackRepo>;
