// The alerts module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { alertsService } from './alerts-service.js';
