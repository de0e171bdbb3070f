import type { ContentItem } from '@marquee/protocol';
import type { ContentItemRow } from '../../db/schema/index.js';
import { mediaUrl } from '../../storage/media-keys.js';
import { storedData } from './kinds/index.js';

export function toContentItem(row: ContentItemRow): ContentItem {
  return {
    id: row.id,
    originalName: row.originalName,
    contentType: row.contentType,
    fileUrl: row.storageKey ? mediaUrl(row.playbackKey ?? row.storageKey) : null,
    originalUrl: row.storageKey ? mediaUrl(row.storageKey) : null,
    documentUrl: row.documentKey ? mediaUrl(row.documentKey) : null,
    fileSize: row.fileSize ?? 0,
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
    data: storedData(row),
  };
}
