import crypto from 'node:crypto';
import {
  resolvePlayback,
  type PlaybackSnapshot,
  type PlayerItem,
  type ScheduleInput,
} from '@marquee/protocol/player';
import { notFound, unauthorized } from '../../http/errors.js';
import type { LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from '../locations/locations-repo.js';
import type { DisplaysService } from '../screens/displays-service.js';
import type { PlaybackRepo } from './playback-repo.js';
import { toPlayerItem } from './player-item.js';

/** Who is asking: the signed-in owner (dashboard preview), or a paired screen by its token. */
export type PlaybackViewer =
  { userId: number } | { displayToken: string; resolution?: string | null };

export function playbackService(deps: {
  playback: PlaybackRepo;
  locations: LocationsRepo;
  displays: DisplaysService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Owners see their own locations; a screen sees only its own. Anything else is 404 (or 401 with no credential). */
  async function locationFor(
    viewer: PlaybackViewer | undefined,
    locationId: number,
  ): Promise<LocationRow> {
    if (!viewer) throw unauthorized();
    if ('userId' in viewer) {
      return (
        (await deps.locations.find(viewer.userId, locationId)) ??
        Promise.reject(notFound('Location not found'))
      );
    }
    const found = await deps.displays.authenticate(viewer.displayToken, {
      resolution: viewer.resolution ?? null,
    });
    if (!found) throw unauthorized('This screen is not paired');
    if (found.location.id !== locationId) throw notFound('Location not found');
    return found.location;
  }

  async function snapshot(location: LocationRow): Promise<Omit<PlaybackSnapshot, 'serverTime'>> {
    const [playlist, scheduleRows, scheduleContent] = await Promise.all([
      deps.playback.playlist(location.userId, location.id),
      deps.playback.schedules(location.userId, location.id),
      deps.playback.scheduleContent(location.userId, location.id),
    ]);
    const itemsBySchedule = new Map<number, ScheduleInput<PlayerItem>['items'][number][]>();
    for (const { scheduleId, content } of scheduleContent) {
      const list = itemsBySchedule.get(scheduleId) ?? [];
      list.push({ contentId: content.id, item: toPlayerItem(content, content.displayDuration) });
      itemsBySchedule.set(scheduleId, list);
    }
    return {
      location: {
        id: location.id,
        name: location.name,
        timezone: location.timezone,
        isActive: location.isActive,
        isSuspended: location.isSuspended,
      },
      playlist: playlist.map(({ content, displayDuration }) => ({
        contentId: content.id,
        item: toPlayerItem(content, displayDuration),
        isScheduled: content.isScheduled,
        scheduledStartDate: content.scheduledStartDate,
        scheduledEndDate: content.scheduledEndDate,
        scheduledStartTime: content.scheduledStartTime,
        scheduledEndTime: content.scheduledEndTime,
      })),
      schedules: scheduleRows.map((s) => ({
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
    };
  }

  return {
    /** Everything a screen needs to run the engine itself; the ETag ignores the clock so polls can 304. */
    async snapshot(viewer: PlaybackViewer | undefined, locationId: number) {
      const body = await snapshot(await locationFor(viewer, locationId));
      return {
        body: { ...body, serverTime: now().toISOString() } as PlaybackSnapshot,
        etag: etagOf(body),
      };
    },

    /** DESIGN §3 active-content: what plays right now, by the same engine the player runs. */
    async activeContent(viewer: PlaybackViewer | undefined, locationId: number, preview: boolean) {
      const body = await snapshot(await locationFor(viewer, locationId));
      const { items } = resolvePlayback({ ...body, at: now(), preview });
      return { body: items, etag: etagOf(items) };
    },
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;

function etagOf(value: unknown): string {
  return `"${crypto.createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}
