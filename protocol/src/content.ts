import { z } from './zod-messages.js';
import { idSchema } from './ids.js';
import {
  DISPLAY_DURATION_DEFAULT_S,
  DISPLAY_DURATION_MAX_S,
  DISPLAY_DURATION_MIN_S,
} from './constants.js';
import { messages } from './messages.js';
import { text } from './text.js';
import { CONTENT_KIND_IDS } from './content-kinds/index.js';

export const CONTENT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const displayDurationSchema = z.coerce
  .number()
  .int({ error: messages.durationWholeSeconds })
  .min(DISPLAY_DURATION_MIN_S, { error: messages.durationOutOfRange })
  .max(DISPLAY_DURATION_MAX_S, { error: messages.durationOutOfRange });

/** Multipart fields arrive as strings; `locationIds` may be repeated or comma-separated. */
export const uploadContentFieldsSchema = z.object({
  displayDuration: displayDurationSchema.optional(),
  locationIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v): unknown[] =>
      (v === undefined ? [] : Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idSchema).max(500)),
});
export type UploadContentFields = z.output<typeof uploadContentFieldsSchema>;

/**
 * The upload's multipart form, for the API document: the file in field `file`, with the fields
 * above. The upload reader stores the file, then the service checks the fields.
 */
export const uploadContentFormSchema = uploadContentFieldsSchema.extend({ file: z.file() });

/** The name a library item is shown under: what the dashboard's rename form and PATCH check. */
export const CONTENT_NAME_MAX_CHARS = 255;
export const contentNameSchema = text()
  .min(1, { error: messages.nameRequired })
  .max(CONTENT_NAME_MAX_CHARS, { error: `At most ${CONTENT_NAME_MAX_CHARS} characters` });

export const renameContentSchema = z.object({ originalName: contentNameSchema });

export const updateContentSchema = z
  .object({
    originalName: contentNameSchema,
    displayDuration: z
      .number()
      .int({ error: messages.durationWholeSeconds })
      .min(DISPLAY_DURATION_MIN_S, { error: messages.durationOutOfRange })
      .max(DISPLAY_DURATION_MAX_S, { error: messages.durationOutOfRange }),
    /** A form kind's data, checked by the kind's schema; refused for file kinds. */
    data: z.unknown(),
  })
  .partial();
export type UpdateContentInput = z.input<typeof updateContentSchema>;

/**
 * Creating a form kind's item (POST /api/content/:kind) and editing its data (PATCH with `data`):
 * `data` is checked by the kind's own schema, the rest here.
 */
export const createFormContentSchema = z.object({
  originalName: contentNameSchema.optional(),
  displayDuration: updateContentSchema.shape.displayDuration,
  locationIds: z.array(idSchema).max(500).default([]),
  data: z.unknown(),
});
export type CreateFormContentInput = z.input<typeof createFormContentSchema>;

/** A content item as the API shows it: spec §3 fields plus what processing learned. */
export const contentItemSchema = z
  .object({
    id: z.number().int(),
    originalName: z.string(),
    contentType: z.enum(CONTENT_KIND_IDS),
    /** What a screen plays: the original, or its browser-playable transcode; null for form kinds. */
    fileUrl: z.string().nullable(),
    /** The file as uploaded (for download / open in new tab); null for form kinds. */
    originalUrl: z.string().nullable(),
    /** A presentation converted to PDF, for open-in-new-tab. */
    documentUrl: z.string().nullable(),
    /** Bytes of the upload; 0 for form kinds. */
    fileSize: z.number().int(),
    mimeType: z.string().nullable(),
    displayDuration: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    isScheduled: z.boolean(),
    scheduledStartDate: z.string().nullable(),
    scheduledEndDate: z.string().nullable(),
    scheduledStartTime: z.string().nullable(),
    scheduledEndTime: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    /** Why processing failed, or which optional package would add what is missing. */
    statusReason: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Seconds, for video and audio. */
    mediaDuration: z.number().nullable(),
    /** Pages of a PDF or presentation. */
    pageCount: z.number().int().nullable(),
    /** One image per page, in order: what the player shows as slides. */
    pageUrls: z.array(z.string()),
    /** A form kind's data (a web page's address, a slide's text); null for file kinds. */
    data: z.unknown(),
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

export const DEFAULT_UPLOAD_DURATION_S = DISPLAY_DURATION_DEFAULT_S;

/** socket.io: the dashboard namespace and what it hears. */
export const DASHBOARD_NAMESPACE = '/dashboard';
export const CONTENT_CHANGED_EVENT = 'content:changed';
export interface ContentChangedEvent {
  id: number;
  status: ContentStatus | 'deleted';
}
