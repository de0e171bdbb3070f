import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { resolvePlayback } from '@marquee/protocol/player';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/index.js';
import type { UsersRepo } from '../auth/index.js';
import type { DisplaysService } from '../screens/index.js';
import type { PlaybackRepo } from './playback-repo.js';
import type { EmergencyRepo } from '../emergency/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import {
  buildSnapshots,
  queueBoundaryPush,
  type BuiltSnapshot,
  type ServedSnapshot,
  type Snapshot,
} from './snapshot-build.js';
import { snapshotAnswer, type SnapshotAnswer } from './snapshot-answer.js';

/** Who is asking: the signed-in owner (dashboard preview), or a paired screen by its token. */
export type PlaybackViewer =
  { userId: number } | { displayToken: string; resolution?: string | null };

export interface SnapshotRequest {
  /** A push named this revision: anything older in the cache is not good enough. */
  minRevision?: number | undefined;
  preview?: boolean;
}

interface Entry {
  revision: number;
  body: Snapshot;
  etag: string;
  /** Serialized and compressed on the first 200 that needs it, then shared by every screen. */
  answer?: SnapshotAnswer;
}

/** The ETag names the location's revision, so an unchanged poll is answered without a build. */
export const revisionEtag = (locationId: number, revision: number) => `"${locationId}.${revision}"`;

/**
 * A snapshot is built once per (location, revision): concurrent requests share one build, and
 * the result stays until an event says the location changed (on any node, through the event
 * relay). There is no TTL: a poll that nothing changed for is a cache hit however rarely it comes.
 */
export function playbackService(deps: {
  playback: PlaybackRepo;
  locations: LocationsRepo;
  users: UsersRepo;
  emergency: EmergencyRepo;
  /** Queues a push for the next schedule boundary (deduplicated across API nodes). */
  jobs?: JobQueue | undefined;
  displays: DisplaysService;
  now?: () => Date;
  /** Each build, for /metrics: a change should cost one per node, however many screens ask. */
  built?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = new LRUCache<number, Entry>({ max: 20_000 });
  const flights = new Map<number, Promise<Entry>>();
  const batches = snapshotBatches((userId, ids) => buildSnapshots(deps, userId, ids));

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

  /** One build per location at a time; kept only if no change was announced while it ran. */
  function flight(userId: number, locationId: number): Promise<Entry> {
    const running = flights.get(locationId);
    if (running) return running;
    const promise: Promise<Entry> = build(
      userId,
      locationId,
      () => flights.get(locationId) === promise,
    ).finally(() => {
      if (flights.get(locationId) === promise) flights.delete(locationId);
    });
    flights.set(locationId, promise);
    return promise;
  }

  async function build(
    userId: number,
    locationId: number,
    stillCurrent: () => boolean,
  ): Promise<Entry> {
    deps.built?.();
    const built = await batches.build(userId, locationId);
    if (!built) throw notFound('Location not found');
    const { revision, body } = built;
    const entry: Entry = { revision, body, etag: revisionEtag(locationId, revision) };
    if (stillCurrent()) cache.set(locationId, entry);
    // Screens switch on their own at a boundary; a push at that instant makes sure of it.
    if (deps.jobs)
      await queueBoundaryPush(deps.jobs, { userId, locationId }, body, now().getTime());
    return entry;
  }

  async function current(userId: number, locationId: number, minRevision = 0): Promise<Entry> {
    const hit = cache.get(locationId);
    if (hit && hit.revision >= minRevision) return hit;
    const joined = flights.has(locationId);
    const entry = await flight(userId, locationId);
    // A build already running when we asked may have read before the change we were pushed;
    // the next one started after it, so it sees at least that revision.
    if (entry.revision >= minRevision || !joined) return entry;
    return flight(userId, locationId);
  }

  async function snapshotFor(
    viewer: PlaybackViewer | undefined,
    locationId: number,
    request: SnapshotRequest,
  ): Promise<Entry> {
    const userId = await ownerOf(viewer, locationId);
    // Preview plays a stopped location; a screen must not be able to ask for that.
    if (request.preview && viewer && !('userId' in viewer))
      throw forbidden('Preview is only for the signed-in owner of the location');
    return current(userId, locationId, request.minRevision);
  }

  return {
    /**
     * Everything a screen needs to run the engine itself, and its ETag. `body` is made only when
     * asked for, so a poll whose ETag matches serializes nothing.
     */
    async snapshot(
      viewer: PlaybackViewer | undefined,
      locationId: number,
      request: SnapshotRequest = {},
    ): Promise<{ etag: string; body: () => ServedSnapshot; answer: () => SnapshotAnswer }> {
      const entry = await snapshotFor(viewer, locationId, request);
      return {
        etag: entry.etag,
        body: () => ({ ...entry.body, serverTime: now().toISOString() }),
        answer: () => (entry.answer ??= snapshotAnswer(entry.body)),
      };
    },

    /** The time a 200 carries, from the same clock as `body`. */
    serverTime: () => now().toISOString(),

    /**
     * A screen's current ETag when both its identity and the snapshot are cached (and as new as
     * `minRevision`), without waiting on anything; undefined sends the caller the long way.
     */
    cachedEtag(displayToken: string, locationId: number, minRevision = 0): string | undefined {
      const identity = deps.displays.identifyCached(displayToken);
      if (identity?.locationId !== locationId) return undefined;
      const hit = cache.get(locationId);
      return hit && hit.revision >= minRevision ? hit.etag : undefined;
    },

    /** DESIGN §3 active-content: what plays right now, by the same engine the player runs. */
    async activeContent(viewer: PlaybackViewer | undefined, locationId: number, preview: boolean) {
      const { body } = await snapshotFor(viewer, locationId, { preview });
      const { items } = resolvePlayback({ ...body, at: now(), preview });
      return { body: () => items, etag: etagOf(items) };
    },

    /** The location's revision now, for the push that tells its screens. */
    revisionOf: (userId: number, locationId: number) => deps.playback.revision(userId, locationId),

    /** A change was announced (here or on another node): the next request builds again. */
    invalidate(locationId: number): void {
      cache.delete(locationId);
      flights.delete(locationId);
    },
  };
}
export type PlaybackService = ReturnType<typeof playbackService>;

/**
 * Builds asked for together go as one: those of one owner asked for while the owner's previous
 * batch ran (or in the same turn of the event loop) are built by the next, with one set of
 * queries. After a change to 100 locations, their screens' first fetches arrive within a few
 * milliseconds of each other; built one by one they queued on the embedded database's single
 * connection for seconds.
 */
function snapshotBatches(
  buildMany: (userId: number, locationIds: number[]) => Promise<Map<number, BuiltSnapshot>>,
) {
  interface Waiting {
    resolve: (built: BuiltSnapshot | undefined) => void;
    reject: (err: unknown) => void;
  }
  const pending = new Map<number, Map<number, Waiting[]>>();
  const running = new Set<number>();

  const run = (userId: number) => {
    const asked = pending.get(userId);
    if (!asked || running.has(userId)) return;
    pending.delete(userId);
    running.add(userId);
    void buildMany(userId, [...asked.keys()])
      .then(
        (built) => {
          for (const [id, waiting] of asked) for (const w of waiting) w.resolve(built.get(id));
        },
        (err: unknown) => {
          for (const waiting of asked.values()) for (const w of waiting) w.reject(err);
        },
      )
      .finally(() => {
        running.delete(userId);
        run(userId);
      });
  };

  return {
    /** One location's snapshot, built with whatever else of the owner's is asked for now. */
    build(userId: number, locationId: number): Promise<BuiltSnapshot | undefined> {
      return new Promise((resolve, reject) => {
        let asked = pending.get(userId);
        if (!asked) {
          asked = new Map();
          pending.set(userId, asked);
          if (!running.has(userId)) setImmediate(() => run(userId));
        }
        const waiting = asked.get(locationId) ?? [];
        waiting.push({ resolve, reject });
        asked.set(locationId, waiting);
      });
    },
  };
}

function etagOf(value: unknown): string {
  return `"${crypto.createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}
