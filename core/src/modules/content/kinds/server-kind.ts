import type { PlayerItem } from '@marquee/protocol/player';
import type { ContentItemRow } from '../../../db/schema/index.js';

/** What a screen needs to play an item, beyond what every item has (id, name, duration). */
export type PlayerFields = Pick<
  PlayerItem,
  'mimeType' | 'fileUrl' | 'pageUrls' | 'thumbnailUrl' | 'data'
>;

/** What a form kind may look up while its data is saved, always on behalf of the item's owner. */
export interface PrepareContext {
  /** One of the owner's items, or undefined. */
  findContent(id: number): Promise<ContentItemRow | undefined>;
  /** Whether web pages may name private and loopback addresses (config). */
  allowPrivateAddresses: boolean;
}

/** A form kind's data as stored, and the status it leaves the item in. */
export interface PreparedData {
  data: unknown;
  status: ContentItemRow['status'];
  statusReason: string | null;
}

/** The server's half of a content kind (see protocol/src/content-kinds). */
export interface ServerContentKind {
  /** Whether a new item of the kind is queued for the worker, which makes it ready. */
  processed: boolean;
  playerFields(row: ContentItemRow): PlayerFields;
  /**
   * Form kinds: the checks that need the server (a page's headers, the owner's image) after the
   * kind's schema passed. Throws an HttpError for input it refuses.
   */
  prepare?(data: unknown, ctx: PrepareContext): Promise<PreparedData>;
  /** Kinds the worker draws a thumbnail of (a web page): the address to draw, from saved data. */
  thumbnailSource?(data: unknown): string | null;
}
