import { boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type', {
      enum: ['image', 'video', 'audio', 'document', 'web-page', 'announcement-slide'],
    }).notNull(),
    /** The upload's type, size and key: null for form kinds, which have no file. */
    mimeType: text('mime_type'),
    fileSize: integer('file_size'),
    /** Random folder of this item's files in the media store ('<token>/original.jpg'). */
    storageKey: text('storage_key'),
    /** A form kind's data, as its schema in protocol/src/content-kinds describes it. */
    data: jsonb('data'),
    /** A browser-playable transcode, when the original is not. */
    playbackKey: text('playback_key'),
    playbackMimeType: text('playback_mime_type'),
    thumbnailKey: text('thumbnail_key'),
    pageKeys: jsonb('page_keys').$type<string[]>().notNull().default([]),
    /** A PDF made from a presentation, for open-in-new-tab. */
    documentKey: text('document_key'),
    displayDuration: integer('display_duration').notNull().default(10),
    /** Processing may replace the duration (a video's own length) until someone sets one. */
    displayDurationIsDefault: boolean('display_duration_is_default').notNull().default(true),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    statusReason: text('status_reason'),
    width: integer('width'),
    height: integer('height'),
    mediaDuration: real('media_duration'),
    pageCount: integer('page_count'),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    scheduledStartDate: text('scheduled_start_date'),
    scheduledEndDate: text('scheduled_end_date'),
    scheduledStartTime: text('scheduled_start_time'),
    scheduledEndTime: text('scheduled_end_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_items_user_id_created_idx').on(t.userId, t.createdAt)],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
