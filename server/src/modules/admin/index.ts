// The admin module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/admin/index.ts).
export { adminRoutes } from './admin-routes.js';
