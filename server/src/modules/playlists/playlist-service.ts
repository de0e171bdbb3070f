import { badRequest, notFound } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/locations-repo.js';
import type { PlaybackEvents } from '../playback/playback-events.js';
import type { PlaylistRepo, PlaylistRow } from './playlist-repo.js';

export function playlistService(deps: {
  playlist: PlaylistRepo;
  locations: LocationsRepo;
  events: PlaybackEvents;
}) {
  async function ownedLocation(userId: number, locationId: number) {
    if (!(await deps.locations.find(userId, locationId))) throw notFound('Location not found');
  }

  /** Every id must be the owner's and appear once; otherwise nothing changes (400). */
  async function checkContent(userId: number, ids: number[]): Promise<Map<number, number>> {
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (duplicates.length) {
      throw badRequest('Each content item can appear once in a playlist', {
        contentOrder: `Repeated: ${duplicates.join(', ')}`,
      });
    }
    const owned = await deps.playlist.ownedContent(userId, ids);
    const unknown = ids.filter((id) => !owned.has(id));
    if (unknown.length) {
      throw badRequest('Some content items were not found in your library', {
        contentOrder: `Unknown: ${unknown.join(', ')}`,
      });
    }
    return owned;
  }

  async function save(
    userId: number,
    locationId: number,
    entries: Omit<PlaylistRow, 'position'>[],
  ) {
    await deps.playlist.replace(userId, locationId, entries);
    deps.events.locationChanged(locationId);
    return deps.playlist.list(userId, locationId);
  }

  return {
    async get(userId: number, locationId: number): Promise<PlaylistRow[]> {
      await ownedLocation(userId, locationId);
      return deps.playlist.list(userId, locationId);
    },

    /** Spec §7's content-order: the new order; kept items keep their durations, new ones take the item's default. */
    async setOrder(
      userId: number,
      locationId: number,
      contentOrder: number[],
    ): Promise<PlaylistRow[]> {
      await ownedLocation(userId, locationId);
      const owned = await checkContent(userId, contentOrder);
      const current = new Map(
        (await deps.playlist.list(userId, locationId)).map((e) => [e.contentId, e.displayDuration]),
      );
      return save(
        userId,
        locationId,
        contentOrder.map((contentId) => ({
          contentId,
          displayDuration: current.get(contentId) ?? owned.get(contentId)!,
        })),
      );
    },

    /** Order and durations together, as the Presentation tab saves them. */
    async setPlaylist(
      userId: number,
      locationId: number,
      items: Omit<PlaylistRow, 'position'>[],
    ): Promise<PlaylistRow[]> {
      await ownedLocation(userId, locationId);
      await checkContent(
        userId,
        items.map((i) => i.contentId),
      );
      return save(userId, locationId, items);
    },
  };
}
export type PlaylistService = ReturnType<typeof playlistService>;
