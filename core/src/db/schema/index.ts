// One file per table; each feature adds its own and exports it here.
export * from './users.js';
export * from './sessions.js';
export * from './locations.js';
export * from './displays.js';
export * from './pairing-codes.js';
export * from './content-items.js';
export * from './playlist-items.js';
export * from './schedules.js';
export * from './invoices.js';
export * from './audit-log.js';
export * from './system-state.js';
export * from './password-resets.js';
export * from './emergency.js';
export * from './screen-health.js';
export * from './alerts.js';
export * from './plays.js';
