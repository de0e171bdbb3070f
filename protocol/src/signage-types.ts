/**
 * Ticker and emergency shapes as screens receive them. Zod-free, so the player bundle can import
 * them through '@marquee/protocol/player'; the schemas that check input are in ticker.ts and
 * emergency.ts.
 */

export const TICKER_POSITIONS = ['top', 'bottom'] as const;
export type TickerPosition = (typeof TICKER_POSITIONS)[number];

/** A location's scrolling text strip, shown by its screens over whatever plays. */
export interface Ticker {
  enabled: boolean;
  /** Short plain-text lines, shown one after another with a separator. */
  items: string[];
  /** Pixels per second. */
  speed: number;
  /** #rrggbb */
  textColor: string;
  backgroundColor: string;
  position: TickerPosition;
}

export const EMERGENCY_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type EmergencySeverity = (typeof EMERGENCY_SEVERITIES)[number];

/** What a screen shows full-screen, above everything, while an alert is active. */
export interface EmergencyMessage {
  message: string;
  severity: EmergencySeverity;
}

/** The emergency part of a playback snapshot. */
export interface SnapshotEmergency {
  /** The latest active alert covering this location, or null. */
  alert: (EmergencyMessage & { id: number; startedAt: string }) | null;
  /** The owner's pre-staged messages, cached on the screen for a local trigger (Ctrl+Alt+n). */
  presets: (EmergencyMessage & { id: number })[];
}
