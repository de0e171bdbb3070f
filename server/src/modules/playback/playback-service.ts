import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { resolvePlayback, type PlaybackSnapshot } from '@marquee/protocol/player';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/locations-repo.js';
import type { UsersRepo } from '../auth/users-repo.js';
import type { DisplaysService } from '../screens/displays-service.js';
import type { PlaybackRepo } from './playback-repo.js';
import type { JobQueue } from '@marquee/worker';
import { buildSnapshot, queueBoundaryPush, type Snapshot } from './snapshot-build.js';

/** Who is asking: the signed-in owner (dashboard preview), or a paired screen by its token. */
export type PlaybackViewer =
  { userId: number } | { displayToken: string; resolution?: string | null };

/**
 * A snapshot is cached per location and dropped the moment anything that feeds it changes
 * (invalidate, called from the same events that push to screens). The short TTL bounds staleness
 * on other API nodes, whose screens ask with `fresh` after a push anyway.
 */
const SNAPSHOT_TTL_MS = 5_000;

export function playbackService(deps: {
  playback: PlaybackRepo;
  locations: LocationsRepo;
  users: UsersRepo;
  /** Queues a push for the next schedule boundary (deduplicated across API nodes). */
  jobs?: JobQueue | undefined;
  displays: DisplaysService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = new LRUCache<number, { body: Snapshot; etag: string }>({
    max: 20_000,
    ttl: SNAPSHOT_TTL_MS,
  });

  /** Owners see their own locations; a screen sees only its own. Anything else is 404 (or 401 with no credential). */
  async function ownerOf(viewer: PlaybackViewer | undefined, locationId: number): Promise<number> {
    if (!viewer) throw unauthorized();
    if ('userId' in viewer) {
      if (!(await deps.locations.find(viewer.userId, locationId)))
        throw notFound('Location not found');
      return viewer.userId;
    }
    const identity = await deps.displays.identify(viewer.displayToken, {
      resolution: viewer.resolution ?? null,
    });
    if (!identity) throw unauthorized('This screen is not paired');
    if (identity.locationId !== locationId) throw notFound('Location not found');
    return identity.userId;
  }

  /** Screens switch on their own at a boundary; a push at that instant makes sure of it. */
  async function queueNextBoundary(locationId: number, body: Snapshot) {
    if (deps.jobs) await queueBoundaryPush(deps.jobs, locationId, body, now().getTime());
  }

  async function snapshotFor(
    viewer: PlaybackViewer | undefined,
    locationId: number,
    fresh: boolean,
    preview: boolean,
  ) {
    const userId = await ownerOf(viewer, locationId);
    // Preview plays a stopped location; a screen must not be able to ask for that.
    if (preview && viewer && !('userId' in viewer))
      throw forbidden('Preview is only for the signed-in owner of the location');
    const hit = fresh ? undefined : cache.get(locationId);
    if (hit) return hit;
    const body = await buildSnapshot(deps, userId, locationId);
    const entry = { body, etag: etagOf(body) };
    cache.set(locationId, entry);
    await queueNextBoundary(locationId, body);
    return entry;
  }

  return {
    /** Everything a screen needs to run the engine itself; the ETag ignores the clock so polls can 304. */
    async snapshot(
      viewer: PlaybackViewer | undefined,
      locationId: number,
      fresh = false,
      preview = false,
    ) {
      const { body, etag } = await snapshotFor(viewer, locationId, fresh, preview);
      return { body: { ...body, serverTime: now().toISOString() } as PlaybackSnapshot, etag };
    },

    /** DESIGN §3 active-content: what plays right now, by the same engine the player runs. */
    async activeContent(viewer: PlaybackViewer | undefined, locationId: number, preview: boolean) {
      const { body } = await snapshotFor(viewer, locationId, false, preview);
      const { items } = resolvePlayback({ ...body, at: now(), preview });
      return { body: items, etag: etagOf(items) };
    },

    invalidate(locationId: number): void {
      cache.delete(locationId);
    },
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;

function etagOf(value: unknown): string {
  return `"${crypto.createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}
