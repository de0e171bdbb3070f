// The locations module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { toLocation } from './location-view.js';
export type { ChangedLocation, LocationsRepo } from './locations-repo.js';
export { locationsService } from './locations-service.js';
export type { LocationsService } from './locations-service.js';
export { writableLocation } from './writable-location.js';
