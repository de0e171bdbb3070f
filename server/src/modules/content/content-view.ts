import type { ContentItem } from '@marquee/protocol';
import type { ContentItemRow } from '../../db/schema/index.js';
import { mediaUrl } from '../../storage/media-keys.js';

export function toContentItem(row: ContentItemRow): ContentItem {
  return {
    id: row.id,
    originalName: row.originalName,
    contentType: row.contentType,
    fileUrl: mediaUrl(row.playbackKey ?? row.storageKey),
    originalUrl: mediaUrl(row.storageKey),
    documentUrl: row.documentKey ? mediaUrl(row.documentKey) : null,
    fileSize: row.fileSize,
    mimeType: row.playbackMimeType ?? row.mimeType,
    displayDuration: row.displayDuration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isScheduled: row.isScheduled,
    scheduledStartDate: row.scheduledStartDate,
    scheduledEndDate: row.scheduledEndDate,
    scheduledStartTime: row.scheduledStartTime,
    scheduledEndTime: row.scheduledEndTime,
    status: row.status,
    statusReason: row.statusReason,
    thumbnailUrl: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
    width: row.width,
    height: row.height,
    mediaDuration: row.mediaDuration,
    pageCount: row.pageCount,
    pageUrls: row.pageKeys.map(mediaUrl),
  };
}
