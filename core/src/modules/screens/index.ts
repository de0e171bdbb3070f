// The screens module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { displaysService } from './displays-service.js';
export type { DisplayIdentity, DisplaysService } from './displays-service.js';
export { pairingService } from './pairing-service.js';
