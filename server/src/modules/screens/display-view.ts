import type { Display } from '@marquee/protocol';
import type { DisplayRow } from '../../db/schema/index.js';

/** A screen that checked in within this window counts as online (last-seen is written once a minute). */
export const ONLINE_WINDOW_MS = 90_000;

export function toDisplay(row: DisplayRow, now = new Date()): Display {
  return {
    id: row.id,
    locationId: row.locationId,
    name: row.name,
    userAgent: row.userAgent,
    resolution: row.resolution,
    pairedAt: row.pairedAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    online: row.lastSeenAt ? now.getTime() - row.lastSeenAt.getTime() < ONLINE_WINDOW_MS : false,
  };
}
