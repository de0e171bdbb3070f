// The content module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { contentService } from './content-service.js';
export { serverKind } from './kinds/index.js';
export { mediaRecovery } from './media-recovery.js';
