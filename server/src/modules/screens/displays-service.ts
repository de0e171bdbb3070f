import { LRUCache } from 'lru-cache';
import { notFound } from '../../http/errors.js';
import type { DisplayRow, LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from '../locations/locations-repo.js';
import { hashToken } from '../auth/tokens.js';
import type { DisplaysRepo } from './displays-repo.js';

/** Last-seen is written at most this often: thousands of screens poll every 10 s, and reads should stay reads. */
const TOUCH_EVERY_MS = 60_000;

/** Who a display token belongs to; cached briefly because every screen presents it every 10 s. */
export interface DisplayIdentity {
  displayId: number;
  locationId: number;
  userId: number;
}

export function displaysService(deps: {
  displays: DisplaysRepo;
  locations: LocationsRepo;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const missing = () => notFound('Screen not found');
  // A revoked token is dropped here at once; other API nodes forget it within the TTL, and the
  // screen itself is told over its socket.
  const identities = new LRUCache<string, DisplayIdentity & { touchedAt: number }>({
    max: 50_000,
    ttl: 10_000,
  });
  const forget = (displayId: number) => {
    for (const [key, value] of identities.entries())
      if (value.displayId === displayId) identities.delete(key);
  };

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
      forget(id);
      return row;
    },

    /** The hot path of every poll: a cached token → display lookup, with last-seen kept fresh. */
    async identify(
      token: string,
      seen: { resolution?: string | null } = {},
    ): Promise<DisplayIdentity | undefined> {
      const tokenHash = hashToken(token);
      const cached = identities.get(tokenHash);
      const at = now();
      if (cached && at.getTime() - cached.touchedAt < TOUCH_EVERY_MS) return cached;
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
