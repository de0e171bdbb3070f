/**
 * What the display player needs, and nothing that pulls in zod: the player is its own small
 * bundle for cheap Android sticks and Raspberry Pis (import from '@marquee/protocol/player').
 */
import type { PlaylistItem, ScheduleInput } from './schedule/types.js';
import type { ContentType } from './media-types.js';

export { resolvePlayback } from './schedule/resolve-playback.js';
export { ACTIVE_CONTENT_POLL_MS } from './constants.js';
export type { Playback, PlaybackReason, PlaylistItem, ScheduleInput } from './schedule/types.js';

export type { ContentType } from './media-types.js';

/** One playable item as screens receive it (DESIGN §3 active-content fields, and more). */
export interface PlayerItem {
  id: number;
  originalName: string;
  contentType: ContentType;
  mimeType: string;
  /** The file to play (a transcoded rendition for video when one exists). */
  fileUrl: string;
  /** Seconds per item, or per page for documents. */
  displayDuration: number;
  /** Rendered pages of a PDF or presentation, played one after another. */
  pageUrls: string[];
  thumbnailUrl: string | null;
}

/** Everything a screen needs to decide by itself what plays when, until the next push or poll. */
export interface PlaybackSnapshot {
  location: {
    id: number;
    name: string;
    timezone: string;
    isActive: boolean;
    isSuspended: boolean;
    /** Absent in snapshots saved by older servers: shown. */
    showOverlay?: boolean;
  };
  playlist: PlaylistItem<PlayerItem>[];
  schedules: ScheduleInput<PlayerItem>[];
  /** Server clock when the snapshot was made, so a screen with a wrong clock can correct for it. */
  serverTime: string;
}

/** Socket.io namespace and events between the server and screens. */
export const DISPLAY_NAMESPACE = '/display';
export const PLAYBACK_CHANGED_EVENT = 'playback:changed';
export const DISPLAY_REVOKED_EVENT = 'display:revoked';
/** A screen reports what it has on; its owner's dashboards hear it. */
export const DISPLAY_SHOWING_EVENT = 'display:showing';
export interface DisplayShowing {
  contentId: number;
  name: string;
}
export interface DisplayShowingEvent extends DisplayShowing {
  displayId: number;
  locationId: number;
}

/** Where a paired screen keeps its credential (a device credential, not a person's session). */
export const DISPLAY_CREDENTIAL_KEY = 'marquee.display';
export interface DisplayCredential {
  token: string;
  locationId: number;
  displayId: number;
  locationName: string;
}

export { reconnectDelayMs, SERVER_DRAINING_EVENT, type ServerDraining } from './reconnect.js';
