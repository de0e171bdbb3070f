import type { playbackApi, RouteResponse } from '@marquee/protocol';
import { resolvePlayback, type PlayerItem, type ScheduleInput } from '@marquee/protocol/player';
import type { JobQueue } from '../../jobs/job-queue.js';
import { BOUNDARY_PUSH_JOB, boundaryJobId, type BoundaryPushJob } from '../../jobs/job-names.js';
import { notFound } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/index.js';
import type { UsersRepo } from '../auth/index.js';
import type { EmergencyRepo } from '../emergency/index.js';
import type { PlaybackRepo } from './playback-repo.js';
import { toPlayerItem } from './player-item.js';

/** A snapshot as the contract declares it; `serverTime` is added per answer. */
export type ServedSnapshot = RouteResponse<typeof playbackApi.snapshot>;
export type Snapshot = Omit<ServedSnapshot, 'serverTime'>;

/** A snapshot and the location's playback revision it is at least as new as. */
export interface BuiltSnapshot {
  revision: number;
  body: Snapshot;
}

export interface SnapshotSources {
  playback: Pick<PlaybackRepo, 'playlists' | 'schedules' | 'scheduleContent'>;
  locations: Pick<LocationsRepo, 'findMany'>;
  users: Pick<UsersRepo, 'findById'>;
  emergency: Pick<EmergencyRepo, 'active' | 'presets'>;
}

/** Boundaries further off are queued later, when a later snapshot is built. */
const BOUNDARY_LOOKAHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Everything a location's screens need to run the schedule engine themselves. The location (and
 * its revision) is read first: what follows is then at least that new, so a snapshot is never
 * labelled with a revision newer than its content.
 */
export async function buildSnapshot(
  deps: SnapshotSources,
  userId: number,
  locationId: number,
): Promise<BuiltSnapshot> {
  const built = (await buildSnapshots(deps, userId, [locationId])).get(locationId);
  if (!built) throw notFound('Location not found');
  return built;
}

/**
 * The snapshots of some of one owner's locations with the queries of one: a change to many
 * locations (an item they all show) costs a handful of queries, not a handful per location,
 * which on the embedded database's one connection is most of the change's time. Locations not
 * the owner's are left out of the answer.
 */
export async function buildSnapshots(
  deps: SnapshotSources,
  userId: number,
  locationIds: number[],
): Promise<Map<number, BuiltSnapshot>> {
  const found = await deps.locations.findMany(userId, locationIds);
  const built = new Map<number, BuiltSnapshot>();
  if (found.length === 0) return built;
  const ids = found.map((l) => l.id);
  const [owner, playlists, scheduleRows, scheduleContent, alerts, presets] = await Promise.all([
    deps.users.findById(userId),
    deps.playback.playlists(userId, ids),
    deps.playback.schedules(userId, ids),
    deps.playback.scheduleContent(userId, ids),
    deps.emergency.active(userId),
    deps.emergency.presets(userId),
  ]);
  const itemsBySchedule = new Map<number, ScheduleInput<PlayerItem>['items'][number][]>();
  for (const { scheduleId, content } of scheduleContent) {
    const list = itemsBySchedule.get(scheduleId) ?? [];
    list.push({ contentId: content.id, item: toPlayerItem(content, content.displayDuration) });
    itemsBySchedule.set(scheduleId, list);
  }
  const emergencyPresets = presets.map((p) => ({
    id: p.id,
    message: p.message,
    severity: p.severity,
  }));
  for (const location of found) {
    const playlist = playlists.filter((p) => p.locationId === location.id);
    // The latest active alert covering it (an all-locations alert covers it too); `alerts` is newest first.
    const alert = alerts.find((a) => a.locationIds === null || a.locationIds.includes(location.id));
    const body: Snapshot = {
      location: {
        id: location.id,
        name: location.name,
        timezone: location.timezone,
        isActive: location.isActive,
        showOverlay: location.showOverlay,
        ticker: location.ticker?.enabled && location.ticker.items.length ? location.ticker : null,
        // A suspended account's screens stop with it, like a suspended location's.
        isSuspended: location.isSuspended || owner?.status === 'suspended',
        // Paying cannot lift an account suspension, so it is named first.
        ...(owner?.status === 'suspended'
          ? { suspendedBy: 'account' as const }
          : location.isSuspended
            ? { suspendedBy: 'billing' as const }
            : {}),
      },
      playlist: playlist.map(({ content, displayDuration }) => ({
        contentId: content.id,
        item: toPlayerItem(content, displayDuration ?? content.displayDuration),
        isScheduled: content.isScheduled,
        scheduledStartDate: content.scheduledStartDate,
        scheduledEndDate: content.scheduledEndDate,
        scheduledStartTime: content.scheduledStartTime,
        scheduledEndTime: content.scheduledEndTime,
      })),
      schedules: scheduleRows
        .filter((s) => s.locationId === location.id)
        .map((s) => ({
          id: s.id,
          isActive: s.isActive,
          isRecurring: s.isRecurring,
          isExclusive: s.isExclusive,
          startDate: s.startDate,
          endDate: s.endDate,
          startTime: s.startTime,
          endTime: s.endTime,
          daysOfWeek: s.daysOfWeek,
          createdAt: s.createdAt.getTime(),
          items: itemsBySchedule.get(s.id) ?? [],
        })),
      // Whatever the schedules say, an active alert replaces everything on the screen.
      emergency: {
        alert: alert
          ? {
              id: alert.id,
              message: alert.message,
              severity: alert.severity,
              startedAt: alert.startedAt.toISOString(),
            }
          : null,
        presets: emergencyPresets,
      },
    };
    built.set(location.id, { revision: location.playbackRevision, body });
  }
  return built;
}

/**
 * Screens switch on their own at a boundary; a push at that instant makes sure of it. The job id
 * names the location and instant, so every API node and the reconciler queue it once.
 */
export async function queueBoundaryPush(
  jobs: JobQueue,
  { userId, locationId }: BoundaryPushJob,
  body: Snapshot,
  at: number,
): Promise<void> {
  const { nextChangeAt } = resolvePlayback({ ...body, at });
  if (nextChangeAt === null || nextChangeAt - at > BOUNDARY_LOOKAHEAD_MS) return;
  await jobs.add(
    BOUNDARY_PUSH_JOB,
    { userId, locationId },
    { jobId: boundaryJobId(locationId, nextChangeAt), delayMs: nextChangeAt - at, attempts: 1 },
  );
}
