// The admin module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { adminService } from './admin-service.js';
export type { AdminService } from './admin-service.js';
export type { AuditRepo } from './audit-repo.js';
