import { z } from './zod-messages.js';
import { text } from './text.js';
import { idSchema } from './ids.js';
import { EMERGENCY_SEVERITIES, type EmergencyMessage } from './signage-types.js';

export const EMERGENCY_MESSAGE_MAX_LENGTH = 280;
/** Ctrl+Alt+1 … Ctrl+Alt+9 on a screen: one key per pre-staged message. */
export const EMERGENCY_PRESETS_MAX = 9;

const message = text({ multiline: true })
  .min(1, { error: 'Message is required' })
  .max(EMERGENCY_MESSAGE_MAX_LENGTH, {
    error: `A message is at most ${EMERGENCY_MESSAGE_MAX_LENGTH} characters`,
  });
const severity = z.enum(EMERGENCY_SEVERITIES, {
  error: 'Severity must be info, warning or critical',
});

export const emergencyPresetSchema = z.object({ message, severity });

export const startEmergencySchema = z.object({
  message,
  severity,
  /** null: every location of the account, including ones added while the alert is on. */
  locationIds: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one location, or all' })
    .max(1000)
    .nullable(),
});
export type StartEmergencyInput = z.input<typeof startEmergencySchema>;

export interface EmergencyAlert extends EmergencyMessage {
  id: number;
  locationIds: number[] | null;
  startedAt: string;
  startedBy: string;
}
export interface EmergencyPreset extends EmergencyMessage {
  id: number;
}
/** The owner's emergency panel: what is on now and what is staged. */
export interface EmergencyState {
  active: EmergencyAlert[];
  presets: EmergencyPreset[];
}

/** To an account's dashboards when an alert starts or clears, so every open page shows the banner. */
export const EMERGENCY_CHANGED_EVENT = 'emergency:changed';
/** Which account's alerts changed: the back office refreshes that account's panel. */
export interface EmergencyChangedEvent {
  userId: number;
}
