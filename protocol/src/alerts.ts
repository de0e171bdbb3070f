import { z } from './zod-messages.js';

export const ALERT_OFFLINE_MINUTES_DEFAULT = 10;

/** A location's alert rules. Minutes may be fractional (tests use seconds). */
export const locationAlertsSchema = z.object({
  offlineEnabled: z.boolean(),
  offlineMinutes: z
    .number({ error: 'Minutes must be a number' })
    .positive({ error: 'Minutes must be more than 0' })
    .max(7 * 24 * 60, { error: 'At most 7 days' }),
  mediaErrorsEnabled: z.boolean(),
});
export type LocationAlerts = z.infer<typeof locationAlertsSchema>;

const webhookUrl = z
  .string()
  .trim()
  .max(2000, { error: 'At most 2000 characters' })
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'Enter an http:// or https:// address',
    }),
  );

/** The account's delivery channels: the owner's email, and a webhook if set. */
export const alertChannelsSchema = z.object({
  emailEnabled: z.boolean(),
  webhookUrl: webhookUrl.nullable(),
});
export type AlertChannelsInput = z.infer<typeof alertChannelsSchema>;

export const alertChannelsViewSchema = z.object({
  emailEnabled: z.boolean(),
  webhookUrl: z.string().nullable(),
  /** Signs every webhook body: `X-Marquee-Signature: sha256=<hex HMAC-SHA256(body)>`. */
  webhookSecret: z.string(),
});
export type AlertChannels = z.infer<typeof alertChannelsViewSchema>;

export const ALERT_SIGNATURE_HEADER = 'X-Marquee-Signature';
/** Seconds since the epoch, also in the signed body as `timestamp`: receivers refuse old ones. */
export const ALERT_TIMESTAMP_HEADER = 'X-Marquee-Timestamp';

export const alertEventSchema = z.enum(['offline', 'online', 'media_error']);
export type AlertEvent = z.infer<typeof alertEventSchema>;

/** The JSON body of a webhook. */
export interface AlertWebhookBody {
  id: number;
  event: AlertEvent;
  timestamp: number;
  display: { id: number; name: string };
  location: { id: number; name: string };
  since: string;
  detail: string | null;
}

export const alertDeliverySchema = z.object({
  id: z.number().int(),
  event: alertEventSchema,
  channel: z.enum(['email', 'webhook']),
  target: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  displayName: z.string(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;
