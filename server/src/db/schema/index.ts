// One file per table; each feature adds its own and exports it here.
export * from './users.js';
export * from './sessions.js';
export * from './locations.js';
export * from './displays.js';
export * from './pairing-codes.js';
export * from './content-items.js';
export * from './playlist-items.js';
export * from './schedules.js';
