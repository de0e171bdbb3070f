import type { Display, DisplayShowing } from '@marquee/protocol';
import type { DisplayRow } from '../../db/schema/index.js';

/** A screen that checked in within this window counts as online (last-seen is written once a minute). */
export const ONLINE_WINDOW_MS = 90_000;

/**
 * `connected`: the screens holding a live socket right now (and what each shows), when known;
 * then online means connected, so a screen switched off shows offline at once.
 */
export function toDisplay(
  row: DisplayRow,
  connected?: ReadonlyMap<number, DisplayShowing | null>,
  now = new Date(),
): Display {
  return {
    id: row.id,
    locationId: row.locationId,
    name: row.name,
    userAgent: row.userAgent,
    resolution: row.resolution,
    pairedAt: row.pairedAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    online: connected
      ? connected.has(row.id)
      : row.lastSeenAt
        ? now.getTime() - row.lastSeenAt.getTime() < ONLINE_WINDOW_MS
        : false,
    showing: connected?.get(row.id) ?? null,
  };
}
