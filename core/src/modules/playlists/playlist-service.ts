import { badRequest, notFound } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/index.js';
import { writableLocation } from '../locations/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { PlaylistRepo, PlaylistRow, PlaylistWrite } from './playlist-repo.js';

export function playlistService(deps: {
  playlist: PlaylistRepo;
  locations: LocationsRepo;
  events: EventBus;
}) {
  async function ownedLocation(userId: number, locationId: number) {
    if (!(await deps.locations.find(userId, locationId))) throw notFound('Location not found');
  }

  /** Every id must be the owner's and appear once; otherwise nothing changes (400). */
  async function checkContent(userId: number, ids: number[], field: string): Promise<void> {
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (duplicates.length) {
      throw badRequest('Each content item can appear once in a playlist', {
        [field]: `Repeated: ${duplicates.join(', ')}`,
      });
    }
    const owned = await deps.playlist.ownedContent(userId, ids);
    const unknown = ids.filter((id) => !owned.has(id));
    if (unknown.length) {
      throw badRequest('Some content items were not found in your library', {
        [field]: `Unknown: ${unknown.join(', ')}`,
      });
    }
  }

  async function save(
    userId: number,
    locationId: number,
    plan: (ownDurations: ReadonlyMap<number, number | null>) => PlaylistWrite[],
  ) {
    if (!(await deps.playlist.replace(userId, locationId, plan)))
      throw notFound('Location not found');
    deps.events.locationChanged(locationId, 'playlist', userId);
    return deps.playlist.list(userId, locationId);
  }

  return {
    async get(userId: number, locationId: number): Promise<PlaylistRow[]> {
      await ownedLocation(userId, locationId);
      return deps.playlist.list(userId, locationId);
    },

    /** Spec §7's content-order: the new order; kept items keep their durations, new ones follow the item's. */
    async setOrder(
      userId: number,
      locationId: number,
      contentOrder: number[],
    ): Promise<PlaylistRow[]> {
      await writableLocation(deps.locations, userId, locationId);
      await checkContent(userId, contentOrder, 'contentOrder');
      return save(userId, locationId, (own) =>
        contentOrder.map((contentId) => ({
          contentId,
          displayDuration: own.get(contentId) ?? null,
        })),
      );
    },

    /** Order and durations together, as the Presentation tab saves them. */
    async setPlaylist(
      userId: number,
      locationId: number,
      items: PlaylistWrite[],
    ): Promise<PlaylistRow[]> {
      await writableLocation(deps.locations, userId, locationId);
      await checkContent(
        userId,
        items.map((i) => i.contentId),
        'items',
      );
      return save(userId, locationId, () => items);
    },
  };
}
export type PlaylistService = ReturnType<typeof playlistService>;
