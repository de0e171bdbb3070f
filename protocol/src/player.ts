/**
 * What the display player needs, and nothing that pulls in zod: the player is its own small
 * bundle for cheap Android sticks and Raspberry Pis (import from '@marquee/protocol/player').
 */
import type { PlaylistItem, ScheduleInput } from './schedule/types.js';
import type { ContentType } from './media-types.js';
import type { SnapshotEmergency, Ticker } from './signage-types.js';

export { resolvePlayback } from './schedule/resolve-playback.js';
export { ACTIVE_CONTENT_POLL_MS } from './constants.js';
export { supportContact } from './support.js';
export type { Playback, PlaybackReason, PlaylistItem, ScheduleInput } from './schedule/types.js';

export type { ContentType } from './media-types.js';
export type { AnnouncementSlideData, ContentKindId, WebPageData } from './content-kinds/index.js';
export type {
  EmergencyMessage,
  EmergencySeverity,
  SnapshotEmergency,
  Ticker,
} from './signage-types.js';

/** One playable item as screens receive it (DESIGN §3 active-content fields, and more). */
export interface PlayerItem {
  id: number;
  originalName: string;
  contentType: ContentType;
  mimeType: string | null;
  /** The file to play (a transcoded rendition for video when one exists); null for form kinds. */
  fileUrl: string | null;
  /** Seconds per item, or per page for documents. */
  displayDuration: number;
  /** Rendered pages of a PDF or presentation, played one after another. */
  pageUrls: string[];
  thumbnailUrl: string | null;
  /**
   * A form kind's data as its schema in protocol/src/content-kinds describes it (a web page's
   * address, a slide's text); absent for file kinds.
   */
  data?: unknown;
}

/** Everything a screen needs to decide by itself what plays when, until the next push or poll. */
export interface PlaybackSnapshot {
  location: {
    id: number;
    name: string;
    timezone: string;
    isActive: boolean;
    isSuspended: boolean;
    /**
     * Why a suspended location plays nothing: 'billing' (non-payment; the owner pays in Billing)
     * or 'account' (the back office suspended the owner; only support can lift it). Absent when
     * not suspended, and in snapshots saved by older servers.
     */
    suspendedBy?: 'billing' | 'account';
    /** Absent in snapshots saved by older servers: shown. */
    showOverlay?: boolean;
    /** The scrolling strip over the content; null or absent (older servers): none. */
    ticker?: Ticker | null;
  };
  playlist: PlaylistItem<PlayerItem>[];
  schedules: ScheduleInput<PlayerItem>[];
  /** An active alert replaces everything on screen; absent in snapshots saved by older servers. */
  emergency?: SnapshotEmergency;
  /** Server clock when the snapshot was made, so a screen with a wrong clock can correct for it. */
  serverTime: string;
}

/** Socket.io namespace and events between the server and screens. */
export const DISPLAY_NAMESPACE = '/display';
export const PLAYBACK_CHANGED_EVENT = 'playback:changed';
/** The location's playback revision after the change: the screen asks for at least it. */
export interface PlaybackChanged {
  locationId: number;
  /** Absent only when the server could not read it (the screen then asks for the newest). */
  revision?: number;
  /** An emergency takeover: fetch at once, without the delay that spreads ordinary fetches. */
  urgent?: true;
}
export const DISPLAY_REVOKED_EVENT = 'display:revoked';
/** A screen reports what it has on; its owner's dashboards hear it. */
export const DISPLAY_SHOWING_EVENT = 'display:showing';
/** The player's report of itself (displayHealthReportSchema), at connect and every few minutes. */
export const DISPLAY_HEALTH_EVENT = 'display:health';
/** A file the player could not show, and why (displayMediaErrorSchema). */
export const DISPLAY_MEDIA_ERROR_EVENT = 'display:media-error';
export const DISPLAY_HEALTH_REPORT_MS = 5 * 60_000;
/** Reported with the player's health: raise it when the player's behaviour changes. */
export const PLAYER_VERSION = '1.1.0';
export interface DisplayShowing {
  contentId: number;
  name: string;
  /** Why the item could not be shown (a page that refused to load), so its owner hears it. */
  error?: string;
}
export interface DisplayShowingEvent extends DisplayShowing {
  displayId: number;
  locationId: number;
}

/** One item shown once on a screen (a document: one pass through its pages), proof of play. */
export interface Play {
  /** Made by the screen, so a resend after a lost answer is recognised and counted once. */
  id: string;
  contentId: number;
  locationId: number;
  /** ISO date-time, corrected for the screen's clock skew. */
  startedAt: string;
  /** Seconds it was actually on screen. */
  seconds: number;
  /** False when it was cut short (skipped, taken off the playlist, the page closed). */
  completed: boolean;
}
export const PLAYS_PATH = '/api/display/plays';

/** Where a paired screen keeps its credential (a device credential, not a person's session). */
export const DISPLAY_CREDENTIAL_KEY = 'marquee.display';
export interface DisplayCredential {
  token: string;
  locationId: number;
  displayId: number;
  locationName: string;
}

export {
  busyRetryAfterMs,
  CONNECT_BUSY,
  reconnectAsPlayer,
  reconnectDelayMs,
  SERVER_DRAINING_EVENT,
  type ConnectBusy,
  type ReconnectingSocket,
  type ServerDraining,
} from './reconnect.js';
