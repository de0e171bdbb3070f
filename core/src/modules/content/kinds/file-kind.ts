import { mediaUrl } from '../../../storage/media-keys.js';
import type { ServerContentKind } from './server-kind.js';

/**
 * Every file kind: the upload is processed by the worker, and a screen plays the
 * browser-playable rendition when there is one, or the rendered pages.
 */
export const fileKind: ServerContentKind = {
  processed: true,
  playerFields: (row) => ({
    mimeType: row.playbackMimeType ?? row.mimeType,
    fileUrl: mediaUrl(row.playbackKey ?? row.storageKey ?? ''),
    pageUrls: row.pageKeys.map(mediaUrl),
    thumbnailUrl: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
  }),
};
