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
export const uptimeQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .transform(({ from, to }) => ({
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  }))
  .refine(({ from, to }) => !from || !to || from < to, { error: '“from” must be before “to”' })
  .refine(
    ({ from, to }) => !from || !to || to.getTime() - from.getTime() <= UPTIME_MAX_DAYS * 86_400_000,
    { error: `At most ${UPTIME_MAX_DAYS} days at a time` },
  );

export interface UptimeInterval {
  from: string;
  to: string;
  online: boolean;
}
export interface Uptime {
  onlineSeconds: number;
  offlineSeconds: number;
  intervals: UptimeInterval[];
}

/** One screen on the Locations tab's health panel. */
export interface ScreenHealth {
  displayId: number;
  online: boolean;
  lastSeenAt: string | null;
  /** Share of the last 7 days online, 0..1. */
  uptime7d: number;
  playerVersion: string | null;
  resolution: string | null;
  cacheFreeBytes: number | null;
  showing: { contentId: number; name: string } | null;
  reportedAt: string | null;
  errors: { at: string; file: string; error: string; contentId: number | null }[];
}

/** The back office's fleet view. */
export interface FleetHealth {
  /** Screens online at each hour of the last 7 days. */
  online: { at: string; screens: number }[];
  offlineLongest: {
    displayId: number;
    name: string;
    locationName: string;
    ownerEmail: string;
    offlineSince: string;
  }[];
}
