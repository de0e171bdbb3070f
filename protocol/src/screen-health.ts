import { z } from './zod-messages.js';

/** Recent media errors kept per screen; older ones are dropped as new ones arrive. */
export const DISPLAY_ERRORS_KEPT = 20;

const shortText = (max: number) => z.string().trim().max(max);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const displayHealthReportSchema = z.object({
  playerVersion: shortText(50).nullish(),
  resolution: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/)
    .nullish(),
  cacheFreeBytes: bytes.nullish(),
  cacheQuotaBytes: bytes.nullish(),
  showing: z.object({ contentId: z.number().int().positive(), name: shortText(255) }).nullish(),
});
export type DisplayHealthReport = z.infer<typeof displayHealthReportSchema>;

export const displayMediaErrorSchema = z.object({
  contentId: z.number().int().positive().nullish(),
  file: shortText(500),
  error: shortText(500),
});
export type DisplayMediaError = z.infer<typeof displayMediaErrorSchema>;

/** Without `to`, up to now; without `from`, the 7 days before `to`. */
export const UPTIME_DEFAULT_DAYS = 7;
const UPTIME_MAX_DAYS = 400;
// `abort`: a malformed bound stops there, so the range checks below only ever see dates.
const uptimeBound = z.iso
  .datetime({ offset: true, abort: true })
  .transform((at) => new Date(at))
  .optional();
export const uptimeQuerySchema = z
  .object({ from: uptimeBound, to: uptimeBound })
  .refine(({ from, to }) => !from || !to || from < to, { error: '“from” must be before “to”' })
  .refine(
    ({ from, to }) => !from || !to || to.getTime() - from.getTime() <= UPTIME_MAX_DAYS * 86_400_000,
    { error: `At most ${UPTIME_MAX_DAYS} days at a time` },
  );

export const uptimeIntervalSchema = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  online: z.boolean(),
});
export type UptimeInterval = z.infer<typeof uptimeIntervalSchema>;

export const uptimeSchema = z.object({
  onlineSeconds: z.number().int(),
  offlineSeconds: z.number().int(),
  intervals: z.array(uptimeIntervalSchema),
});
export type Uptime = z.infer<typeof uptimeSchema>;

/** One screen on the Locations tab's health panel. */
export const screenHealthSchema = z.object({
  displayId: z.number().int(),
  online: z.boolean(),
  lastSeenAt: z.iso.datetime().nullable(),
  /** Share of the last 7 days online, 0..1. */
  uptime7d: z.number().min(0).max(1),
  playerVersion: z.string().nullable(),
  resolution: z.string().nullable(),
  cacheFreeBytes: z.number().int().nullable(),
  showing: z.object({ contentId: z.number().int(), name: z.string() }).nullable(),
  reportedAt: z.iso.datetime().nullable(),
  errors: z.array(
    z.object({
      at: z.iso.datetime(),
      file: z.string(),
      error: z.string(),
      contentId: z.number().int().nullable(),
    }),
  ),
});
export type ScreenHealth = z.infer<typeof screenHealthSchema>;

/** The back office's fleet view. */
export const fleetHealthSchema = z.object({
  /** Screens online at each hour of the last 7 days. */
  online: z.array(z.object({ at: z.iso.datetime(), screens: z.number().int() })),
  offlineLongest: z.array(
    z.object({
      displayId: z.number().int(),
      name: z.string(),
      locationName: z.string(),
      ownerEmail: z.string(),
      offlineSince: z.iso.datetime(),
    }),
  ),
});
export type FleetHealth = z.infer<typeof fleetHealthSchema>;
