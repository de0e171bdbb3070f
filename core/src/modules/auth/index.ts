// The auth module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export { authService, type AuthService } from './auth-service.js';
export { passwordResetService } from './password-reset-service.js';
export type { SessionsRepo } from './sessions-repo.js';
export { hashToken, isDisplayToken, newDisplayToken } from './tokens.js';
export { toUser } from './user-view.js';
export type { UsersRepo } from './users-repo.js';
