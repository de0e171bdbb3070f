// The system module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { systemService } from './system-service.js';
export type { SystemStateRepo } from './system-state-repo.js';
