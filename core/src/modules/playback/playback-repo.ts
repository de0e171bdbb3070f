import { and, asc, eq, exists, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentItems,
  locations,
  playlistItems,
  scheduleItems,
  schedules,
  users,
} from '../../db/schema/index.js';

/** Only finished items play: one still processing or failed has nothing a screen can show yet. */
const playable = eq(contentItems.status, 'ready');

export function playbackRepo(db: Db) {
  return {
    /** The playlists of some of the owner's locations, each in its order. */
    playlists: (userId: number, locationIds: number[]) =>
      db
        .select({
          locationId: playlistItems.locationId,
          content: contentItems,
          displayDuration: playlistItems.displayDuration,
        })
        .from(playlistItems)
        .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
        .where(
          and(
            eq(playlistItems.userId, userId),
            inArray(playlistItems.locationId, locationIds),
            playable,
          ),
        )
        .orderBy(asc(playlistItems.locationId), asc(playlistItems.position)),

    /** The active schedules of some of the owner's locations, oldest first. */
    schedules: (userId: number, locationIds: number[]) =>
      db
        .select()
        .from(schedules)
        .where(
          and(
            eq(schedules.userId, userId),
            inArray(schedules.locationId, locationIds),
            eq(schedules.isActive, true),
          ),
        )
        .orderBy(asc(schedules.id)),

    /** What those locations' schedules play, by schedule, each in its order. */
    scheduleContent: (userId: number, locationIds: number[]) =>
      db
        .select({ scheduleId: scheduleItems.scheduleId, content: contentItems })
        .from(scheduleItems)
        .innerJoin(schedules, eq(schedules.id, scheduleItems.scheduleId))
        .innerJoin(contentItems, eq(contentItems.id, scheduleItems.contentId))
        .where(
          and(
            eq(scheduleItems.userId, userId),
            inArray(schedules.locationId, locationIds),
            playable,
          ),
        )
        .orderBy(asc(scheduleItems.scheduleId), asc(scheduleItems.position)),

    /** Locations whose screens show this item, through a playlist or a schedule. */
    async locationsUsing(userId: number, contentId: number): Promise<number[]> {
      const [inPlaylists, inSchedules] = await Promise.all([
        db
          .select({ id: playlistItems.locationId })
          .from(playlistItems)
          .where(and(eq(playlistItems.userId, userId), eq(playlistItems.contentId, contentId))),
        db
          .select({ id: schedules.locationId })
          .from(scheduleItems)
          .innerJoin(schedules, eq(schedules.id, scheduleItems.scheduleId))
          .where(and(eq(scheduleItems.userId, userId), eq(scheduleItems.contentId, contentId))),
      ]);
      return [...new Set([...inPlaylists, ...inSchedules].map((r) => r.id))];
    },

    /** For the push after a change: the change event carries the location's owner. */
    async revision(userId: number, locationId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ revision: locations.playbackRevision })
        .from(locations)
        .where(and(eq(locations.userId, userId), eq(locations.id, locationId)));
      return row?.revision;
    },

    /**
     * System-wide, for the reconciler: playing locations whose playback changes at some instant
     * (an active schedule, or a scheduled item in the playlist), i.e. those with boundaries.
     */
    locationsWithBoundaries: () =>
      db
        .select({ userId: locations.userId, locationId: locations.id })
        .from(locations)
        .innerJoin(users, eq(users.id, locations.userId))
        .where(
          and(
            eq(locations.isActive, true),
            eq(locations.isSuspended, false),
            ne(users.status, 'suspended'),
            or(
              exists(
                db
                  .select({ one: schedules.id })
                  .from(schedules)
                  .where(and(eq(schedules.locationId, locations.id), eq(schedules.isActive, true))),
              ),
              exists(
                db
                  .select({ one: playlistItems.id })
                  .from(playlistItems)
                  .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
                  .where(
                    and(
                      eq(playlistItems.locationId, locations.id),
                      eq(contentItems.isScheduled, true),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(asc(locations.id)),
  };
}
export type PlaybackRepo = ReturnType<typeof playbackRepo>;
