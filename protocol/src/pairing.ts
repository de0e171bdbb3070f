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

export interface PairingCodeResponse {
  pairingCode: string;
  expiresAt: string;
}

export interface PairResponse {
  locationName: string;
  displayUrl: string;
  displayToken: string;
  displayId: number;
  locationId: number;
}

/** TV flow: the screen's own code, and the secret that becomes its display token once claimed. */
export interface ScreenCodeResponse {
  pairingCode: string;
  expiresAt: string;
  claimToken: string;
}

export type ScreenCodeStatus =
  | { status: 'waiting'; expiresAt: string }
  | {
      status: 'paired';
      locationName: string;
      locationId: number;
      displayUrl: string;
      displayId: number;
    };

export interface Display {
  id: number;
  locationId: number;
  name: string;
  userAgent: string | null;
  resolution: string | null;
  pairedAt: string;
  lastSeenAt: string | null;
  online: boolean;
  /** What the screen has on right now, while it is connected. */
  showing: DisplayShowing | null;
}

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
