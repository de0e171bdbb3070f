import type { PlayerItem } from '@marquee/protocol/player';
import type { ContentItemRow } from '../../db/schema/index.js';
import { mediaUrl } from '../../storage/media-keys.js';

/** What a screen plays: the browser-playable rendition when there is one, and rendered pages. */
export function toPlayerItem(c: ContentItemRow, displayDuration: number): PlayerItem {
  return {
    id: c.id,
    originalName: c.originalName,
    contentType: c.contentType,
    mimeType: c.playbackMimeType ?? c.mimeType,
    fileUrl: mediaUrl(c.playbackKey ?? c.storageKey),
    displayDuration,
    pageUrls: c.pageKeys.map(mediaUrl),
    thumbnailUrl: c.thumbnailKey ? mediaUrl(c.thumbnailKey) : null,
  };
}
