import type { DisplayShowing } from './player.js';
import { z } from './zod-messages.js';
import { PAIRING_CODE_LENGTH } from './constants.js';
import { text } from './text.js';

export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** How often a TV-flow screen asks whether its code was claimed: well under a second of lag. */
export const SCREEN_CODE_POLL_MS = 500;

export const pairingMessages = {
  codeRequired: 'Please enter a pairing code',
  codeFormat: 'The pairing code is 6 digits',
  invalidOrExpired: 'Invalid or expired pairing code',
  tooManyAttempts: 'Too many pairing attempts. Please wait a moment and try again.',
} as const;

/** A screen's size as it reports it, e.g. 1920x1080. */
export const resolutionSchema = z.string().regex(/^\d{2,5}x\d{2,5}$/);

export const pairingCodeSchema = z
  .string({ error: pairingMessages.codeRequired })
  .trim()
  .min(1, { error: pairingMessages.codeRequired })
  .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), { error: pairingMessages.codeFormat });

/** What a screen sends to pair itself with a code from the dashboard (spec flow). */
export const pairDisplaySchema = z.object({
  code: pairingCodeSchema,
  name: text().max(100, { error: 'At most 100 characters' }).optional(),
  resolution: resolutionSchema.optional(),
});
export type PairDisplayInput = z.input<typeof pairDisplaySchema>;

/** What the owner types into the Connect dialog when the screen shows its own code (TV flow). */
export const claimScreenCodeSchema = z.object({
  code: pairingCodeSchema,
  name: text().max(100, { error: 'At most 100 characters' }).optional(),
});

export const renameDisplaySchema = z.object({
  name: text().min(1, { error: 'Name is required' }).max(100, { error: 'At most 100 characters' }),
});

export const screenCodeRequestSchema = z.object({
  resolution: resolutionSchema.optional(),
});

export const pairingCodeResponseSchema = z.object({
  pairingCode: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PairingCodeResponse = z.infer<typeof pairingCodeResponseSchema>;

export const pairResponseSchema = z.object({
  locationName: z.string(),
  displayUrl: z.string(),
  displayToken: z.string(),
  displayId: z.number().int(),
  locationId: z.number().int(),
});
export type PairResponse = z.infer<typeof pairResponseSchema>;

/** TV flow: the screen's own code, and the secret that becomes its display token once claimed. */
export const screenCodeResponseSchema = z.object({
  pairingCode: z.string(),
  expiresAt: z.iso.datetime(),
  claimToken: z.string(),
});
export type ScreenCodeResponse = z.infer<typeof screenCodeResponseSchema>;

export const screenCodeStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), expiresAt: z.iso.datetime() }),
  z.object({
    status: z.literal('paired'),
    locationName: z.string(),
    locationId: z.number().int(),
    displayUrl: z.string(),
    displayId: z.number().int(),
  }),
]);
export type ScreenCodeStatus = z.infer<typeof screenCodeStatusSchema>;

/** The player's `DisplayShowing` stays an interface there, so its bundle never pulls in zod. */
export const displayShowingSchema = z.object({
  contentId: z.number().int(),
  name: z.string(),
  /** Why the item could not be shown (a page that refused to load), so its owner hears it. */
  error: z.string().optional(),
}) satisfies z.ZodType<DisplayShowing>;

export const displaySchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  name: z.string(),
  userAgent: z.string().nullable(),
  resolution: z.string().nullable(),
  pairedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().nullable(),
  online: z.boolean(),
  /** What the screen has on right now, while it is connected. */
  showing: displayShowingSchema.nullable(),
});
export type Display = z.infer<typeof displaySchema>;

/** A paired screen asks who it is (`GET /api/display/session`). */
export const displaySessionSchema = z.object({
  displayId: z.number().int(),
  name: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  displayUrl: z.string(),
});

/**
 * A screen's `?resolution=` is informational: anything but `WIDTHxHEIGHT` is ignored, never
 * refused, so an odd value cannot lock a screen out.
 */
export const reportedResolutionQuerySchema = z.object({
  resolution: resolutionSchema
    .optional()
    .catch(undefined)
    .meta({ description: 'WIDTHxHEIGHT as the screen reports it; anything else is ignored' }),
});

export const displayUrlFor = (locationId: number) => `/display?location=${locationId}`;

/** Dashboards hear screens come and go (socket.io, dashboard namespace). */
export const DISPLAY_PRESENCE_EVENT = 'display:presence';
export interface DisplayPresenceEvent {
  displayId: number;
  locationId: number;
  online: boolean;
}
/** Admins hear the number of connected screens. */
export const SCREENS_COUNT_EVENT = 'screens:count';
