// The screen-health module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { screenHealthService, staleConnectionCloser } from './screen-health-service.js';
