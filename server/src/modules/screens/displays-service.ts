import { notFound } from '../../http/errors.js';
import type { DisplayRow, LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from '../locations/locations-repo.js';
import { hashToken } from '../auth/tokens.js';
import type { DisplaysRepo } from './displays-repo.js';

/** Last-seen is written at most this often: a screen polls every 10 s, and reads should stay reads. */
const TOUCH_EVERY_MS = 5_000;

export function displaysService(deps: {
  displays: DisplaysRepo;
  locations: LocationsRepo;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const missing = () => notFound('Screen not found');

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
      return (await deps.displays.delete(userId, id)) ?? Promise.reject(missing());
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
