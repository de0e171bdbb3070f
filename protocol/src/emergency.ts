import { z } from './zod-messages.js';
import { text } from './text.js';
import { idSchema } from './ids.js';
import { EMERGENCY_SEVERITIES } from './signage-types.js';

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

/** A pre-staged message: one key on a screen (Ctrl+Alt+n) starts it there. */
export const emergencyPresetViewSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    severity: z.enum(EMERGENCY_SEVERITIES),
  })
  .meta({ id: 'EmergencyPreset' });
export type EmergencyPreset = z.infer<typeof emergencyPresetViewSchema>;

export const emergencyAlertSchema = emergencyPresetViewSchema
  .extend({
    /** null: every location of the account, including ones added while the alert is on. */
    locationIds: z.array(z.number().int()).nullable(),
    startedAt: z.string(),
    /** The email of whoever started it: the owner, or an admin from the back office. */
    startedBy: z.string(),
  })
  .meta({ id: 'EmergencyAlert' });
export type EmergencyAlert = z.infer<typeof emergencyAlertSchema>;

/** The owner's emergency panel: what is on now and what is staged. */
export const emergencyStateSchema = z
  .object({
    active: z.array(emergencyAlertSchema),
    presets: z.array(emergencyPresetViewSchema),
  })
  .meta({ id: 'EmergencyState' });
export type EmergencyState = z.infer<typeof emergencyStateSchema>;

/** To an account's dashboards when an alert starts or clears, so every open page shows the banner. */
export const EMERGENCY_CHANGED_EVENT = 'emergency:changed';
/** Which account's alerts changed: the back office refreshes that account's panel. */
export interface EmergencyChangedEvent {
  userId: number;
}
