import { LRUCache } from 'lru-cache';
import { notFound } from '../../http/errors.js';
import type { DisplayRow, LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from '../locations/index.js';
import { hashToken } from '../auth/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { DisplaysRepo } from './displays-repo.js';

/** Last-seen is written at most this often: thousands of screens poll every 10 s, and reads should stay reads. */
const TOUCH_EVERY_MS = 60_000;
const TOUCH_BATCH_MS = 1_000;

/** Who a display token belongs to; cached because every screen presents it every 10 s. */
export interface DisplayIdentity {
  displayId: number;
  locationId: number;
  userId: number;
}

export function displaysService(deps: {
  displays: DisplaysRepo;
  locations: LocationsRepo;
  events: EventBus;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const missing = () => notFound('Screen not found');
  // No TTL: a revoked token is dropped on every node by the event (relayed through Redis), a
  // deleted location's screens with it.
  const identities = new LRUCache<string, DisplayIdentity & { touchedAt: number }>({
    max: 50_000,
  });
  const forgetWhere = (gone: (identity: DisplayIdentity) => boolean) => {
    for (const [key, value] of identities.entries()) if (gone(value)) identities.delete(key);
  };
  // Last-seen of cached screens is written in batches: screens paired or restarted together
  // fall due together, and one write each would queue in front of a change's snapshot builds.
  const due = new Set<number>();
  let flushing: NodeJS.Timeout | undefined;
  const flushSeen = async () => {
    clearTimeout(flushing);
    flushing = undefined;
    if (due.size === 0) return;
    const ids = [...due];
    due.clear();
    // Last-seen is informative; a failed write is made good by the next one.
    await deps.displays.touchMany(ids, now()).catch(() => {});
  };
  const seenNow = (cached: DisplayIdentity & { touchedAt: number }, at: number) => {
    if (at - cached.touchedAt < TOUCH_EVERY_MS) return;
    cached.touchedAt = at;
    due.add(cached.displayId);
    flushing ??= setTimeout(() => void flushSeen(), TOUCH_BATCH_MS).unref();
  };
  const forget = (displayId: number) => forgetWhere((i) => i.displayId === displayId);
  deps.events.onAnyNode('display.revoked', (e) => forget(e.displayId));
  deps.events.onAnyNode('location.changed', (e) => {
    if (e.reason === 'location') forgetWhere((i) => i.locationId === e.locationId);
  });

  return {
    async list(userId: number, locationId: number): Promise<DisplayRow[]> {
      if (!(await deps.locations.find(userId, locationId))) throw notFound('Location not found');
      return deps.displays.listForLocation(userId, locationId);
    },
    async rename(userId: number, id: number, name: string): Promise<DisplayRow> {
      return (await deps.displays.rename(userId, id, name)) ?? Promise.reject(missing());
    },
    /** Revoking deletes the token's display: the screen's next call is refused and it returns to pairing. */
    async revoke(userId: number, id: number): Promise<DisplayRow> {
      const row = await deps.displays.delete(userId, id);
      if (!row) throw missing();
      deps.events.displayRevoked(id);
      return row;
    },

    /** Writes the last-seen still waiting for its batch: at shutdown, before the database closes. */
    flushLastSeen: flushSeen,

    /** The cached identity alone, without waiting on anything: the poll's fast path. */
    identifyCached(token: string): DisplayIdentity | undefined {
      const cached = identities.get(hashToken(token));
      if (cached) seenNow(cached, now().getTime());
      return cached;
    },

    /** The hot path of every poll: a cached token → display lookup, with last-seen kept fresh. */
    async identify(
      token: string,
      seen: { resolution?: string | null } = {},
    ): Promise<DisplayIdentity | undefined> {
      const tokenHash = hashToken(token);
      const cached = identities.get(tokenHash);
      const at = now();
      // A reported resolution is checked against the stored one when last-seen falls due.
      if (cached && (!seen.resolution || at.getTime() - cached.touchedAt < TOUCH_EVERY_MS)) {
        seenNow(cached, at.getTime());
        return cached;
      }
      const found = await this.authenticate(token, seen);
      if (!found) return undefined;
      const identity = {
        displayId: found.display.id,
        locationId: found.location.id,
        userId: found.location.userId,
      };
      identities.set(tokenHash, {
        ...identity,
        touchedAt: found.display.lastSeenAt?.getTime() ?? at.getTime(),
      });
      return identity;
    },
    /** Resolves a display token; undefined when unknown or revoked. Records that the screen was seen. */
    async authenticate(
      token: string,
      seen: { userAgent?: string | null; resolution?: string | null } = {},
    ): Promise<{ display: DisplayRow; location: LocationRow } | undefined> {
      const found = await deps.displays.findByToken(hashToken(token));
      if (!found) return undefined;
      const at = now();
      const last = found.display.lastSeenAt?.getTime() ?? 0;
      if (
        at.getTime() - last > TOUCH_EVERY_MS ||
        (seen.resolution && seen.resolution !== found.display.resolution)
      ) {
        await deps.displays.touch(found.display.id, at, seen);
        found.display.lastSeenAt = at;
      }
      return found;
    },
  };
}
export type DisplaysService = ReturnType<typeof displaysService>;
