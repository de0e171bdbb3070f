import { z } from './zod-messages.js';
import { idSchema } from './ids.js';
import { wholeNumber } from './admin.js';
import type { Play } from './player.js';

export type { Play } from './player.js';

/** Plays one screen may send in one call. */
export const PLAYS_PER_BATCH_MAX = 500;
/** One play longer than a day is a clock or player fault, not a play. */
export const PLAY_SECONDS_MAX = 24 * 60 * 60;
export const PLAYS_RETENTION_DAYS_DEFAULT = 400;

export const playSchema = z.object({
  id: z.uuid({ error: 'Expected a UUID' }),
  contentId: idSchema,
  locationId: idSchema,
  startedAt: z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' }),
  seconds: z.number().min(0).max(PLAY_SECONDS_MAX),
  completed: z.boolean(),
}) satisfies z.ZodType<Play>;

export const playsBatchSchema = z.object({
  plays: z
    .array(playSchema)
    .min(1, { error: 'Send at least one play' })
    .max(PLAYS_PER_BATCH_MAX, { error: `At most ${PLAYS_PER_BATCH_MAX} plays per call` }),
});

export const playsAcceptedSchema = z.object({
  /** Plays stored by this call. */
  accepted: z.number().int(),
  /** Plays already stored by an earlier call (a retry): counted once. */
  duplicates: z.number().int(),
});
export type PlaysAccepted = z.infer<typeof playsAcceptedSchema>;

export const REPORT_GROUPS = ['content', 'location', 'display', 'day', 'hour'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** The longest range one report covers. */
export const REPORT_RANGE_MAX_DAYS = 3660;
/**
 * The most rows one JSON report answers (a page: `limit`, `offset`); `totalRows` says how many
 * there are and `totals` sums them all. The CSV download has every row.
 */
export const REPORT_ROWS_MAX = 1000;

export const playsReportQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' }),
    to: z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' }),
    groupBy: z.enum(REPORT_GROUPS, { error: `groupBy is one of ${REPORT_GROUPS.join(', ')}` }),
    locationId: idSchema.optional(),
    contentId: idSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    limit: wholeNumber(1, REPORT_ROWS_MAX, REPORT_ROWS_MAX),
    offset: wholeNumber(0, 10_000_000, 0),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    error: '"to" must be after "from"',
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= REPORT_RANGE_MAX_DAYS * 86_400_000, {
    error: `A report covers at most ${REPORT_RANGE_MAX_DAYS} days`,
    path: ['to'],
  });
export type PlaysReportQuery = z.output<typeof playsReportQuerySchema>;

export const playsReportRowSchema = z.object({
  /** The id (content, location, display), or the local day `2026-11-20` / hour `2026-11-20T14:00`. */
  key: z.string(),
  label: z.string(),
  plays: z.number().int(),
  /** Rounded to a tenth of a second. */
  seconds: z.number(),
});
export type PlaysReportRow = z.infer<typeof playsReportRowSchema>;

export const playsReportSchema = z.object({
  /** At most `limit` rows from `offset`: by time for day and hour, most plays first otherwise. */
  rows: z.array(playsReportRowSchema),
  /** How many rows the whole report has (the CSV download's count). */
  totalRows: z.number().int(),
  /** Over every row, not only this page. */
  totals: z.object({ plays: z.number().int(), seconds: z.number() }),
  /**
   * Days and hours are each location's local time. `timeZone` is that zone when every location
   * in the report shares one, null when they differ (then `timeZones` lists them).
   */
  timeZone: z.string().nullable(),
  timeZones: z.array(z.string()),
});
export type PlaysReport = z.infer<typeof playsReportSchema>;
