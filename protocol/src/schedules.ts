import { z } from './zod-messages.js';
import { idSchema } from './ids.js';
import { messages } from './messages.js';
import { DISPLAY_DURATION_MAX_S, DISPLAY_DURATION_MIN_S } from './constants.js';

/** A schedule as the API shows it (spec §3 fields, plus takeovers and its content). */
export const scheduleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    locationId: z.number().int(),
    /** 'YYYY-MM-DD' in the location's wall-clock time. */
    startDate: z.string(),
    endDate: z.string().nullable(),
    /** 'HH:MM' in the location's wall-clock time. */
    startTime: z.string(),
    endTime: z.string(),
    /** 'Monday' … 'Sunday'; empty: every day. */
    daysOfWeek: z.array(z.string()),
    isRecurring: z.boolean(),
    isExclusive: z.boolean(),
    isActive: z.boolean(),
    /** Assigned content, in play order. */
    contentIds: z.array(z.number().int()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleContentSchema = z.object({
  scheduleId: idSchema,
  contentItemId: idSchema,
});

export const scheduleContentAssignmentSchema = z.object({
  scheduleId: z.number().int(),
  contentItemId: z.number().int(),
});
export type ScheduleContentAssignment = z.infer<typeof scheduleContentAssignmentSchema>;

/** One row of a location's playlist: which content, where, and for how long. */
export const playlistEntrySchema = z.object({
  contentId: z.number().int(),
  position: z.number().int(),
  /** Seconds it plays: the entry's own duration, or the item's when the entry has none. */
  displayDuration: z.number(),
  /** The entry's own setting; null follows the item (a video's own length once processed). */
  ownDuration: z.number().nullable(),
});
export type PlaylistEntry = z.infer<typeof playlistEntrySchema>;

const durationSeconds = z
  .number()
  .int({ error: messages.durationWholeSeconds })
  .min(DISPLAY_DURATION_MIN_S, { error: messages.durationOutOfRange })
  .max(DISPLAY_DURATION_MAX_S, { error: messages.durationOutOfRange });

/** PUT /api/locations/{id}/content-order (spec §7): the new order; durations are kept. */
export const contentOrderSchema = z.object({
  contentOrder: z.array(idSchema).max(1000),
});

/** PUT /api/locations/{id}/playlist: order and per-entry durations (null follows the item) in one atomic save. */
export const playlistSchema = z.object({
  items: z
    .array(z.object({ contentId: idSchema, displayDuration: durationSeconds.nullable() }))
    .max(1000),
});
