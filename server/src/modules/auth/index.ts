// The auth module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/auth/index.ts).
export { authenticate, requireAdmin, requireUser, signedIn } from './auth-middleware.js';
export { authRoutes } from './auth-routes.js';
export { admitDashboardFairly } from './dashboard-admission.js';
export { passwordResetRoutes } from './password-reset-routes.js';
export { SESSION_COOKIE } from './session-cookie.js';
