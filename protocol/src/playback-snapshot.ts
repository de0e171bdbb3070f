import { z } from './zod-messages.js';
import { CONTENT_KIND_IDS } from './content-kinds/index.js';
import { EMERGENCY_SEVERITIES } from './signage-types.js';
import { tickerViewSchema } from './ticker.js';
import type { PlaybackSnapshot, PlayerItem } from './player.js';

/**
 * The wire schemas of what screens receive. The types stay in player.ts, zod-free, for the
 * player's bundle; `satisfies` keeps each schema and its type in step. The schemas describe what
 * this server sends: fields the types keep optional for snapshots saved by older servers are
 * always present here.
 */

/** One playable item as screens receive it (DESIGN §3 active-content fields, and more). */
export const playerItemSchema = z
  .object({
    id: z.number().int(),
    originalName: z.string(),
    contentType: z.enum(CONTENT_KIND_IDS),
    mimeType: z.string().nullable(),
    /** The file to play (a transcoded rendition for video when one exists); null for form kinds. */
    fileUrl: z.string().nullable(),
    /** Seconds per item, or per page for documents. */
    displayDuration: z.number(),
    /** Rendered pages of a PDF or presentation, played one after another. */
    pageUrls: z.array(z.string()),
    thumbnailUrl: z.string().nullable(),
    /**
     * A form kind's data as its schema in protocol/src/content-kinds describes it (a web page's
     * address, a slide's text); absent for file kinds.
     */
    data: z.unknown().optional(),
  })
  .meta({ id: 'PlayerItem' }) satisfies z.ZodType<PlayerItem>;

const emergencyMessage = { message: z.string(), severity: z.enum(EMERGENCY_SEVERITIES) };

/** Everything a screen needs to decide by itself what plays when, until the next push or poll. */
export const playbackSnapshotSchema = z
  .object({
    location: z.object({
      id: z.number().int(),
      name: z.string(),
      timezone: z.string(),
      isActive: z.boolean(),
      isSuspended: z.boolean(),
      /**
       * Why a suspended location plays nothing: 'billing' (non-payment) or 'account' (the back
       * office suspended the owner). Absent when not suspended.
       */
      suspendedBy: z.enum(['billing', 'account']).optional(),
      showOverlay: z.boolean(),
      /** The scrolling strip over the content; null: none. */
      ticker: tickerViewSchema.nullable(),
    }),
    /** The location's playlist in order, each item with its own date and time window. */
    playlist: z.array(
      z.object({
        contentId: z.number().int(),
        item: playerItemSchema,
        isScheduled: z.boolean(),
        scheduledStartDate: z.string().nullable(),
        scheduledEndDate: z.string().nullable(),
        scheduledStartTime: z.string().nullable(),
        scheduledEndTime: z.string().nullable(),
      }),
    ),
    schedules: z.array(
      z.object({
        id: z.number().int(),
        isActive: z.boolean(),
        isRecurring: z.boolean(),
        isExclusive: z.boolean(),
        startDate: z.string(),
        endDate: z.string().nullable(),
        startTime: z.string(),
        endTime: z.string(),
        daysOfWeek: z.array(z.string()),
        /** Epoch milliseconds; the later one wins an exclusive tie. */
        createdAt: z.number(),
        items: z.array(z.object({ contentId: z.number().int(), item: playerItemSchema })),
      }),
    ),
    /** An active alert replaces everything on screen. */
    emergency: z.object({
      /** The latest active alert covering this location, or null. */
      alert: z
        .object({ id: z.number().int(), ...emergencyMessage, startedAt: z.iso.datetime() })
        .nullable(),
      /** The owner's pre-staged messages, cached on the screen for a local trigger (Ctrl+Alt+n). */
      presets: z.array(z.object({ id: z.number().int(), ...emergencyMessage })),
    }),
    /** Server clock when the answer was made, so a screen with a wrong clock can correct for it. */
    serverTime: z.iso.datetime(),
  })
  .meta({ id: 'PlaybackSnapshot' }) satisfies z.ZodType<PlaybackSnapshot>;
