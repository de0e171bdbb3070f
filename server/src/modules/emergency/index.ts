// The emergency module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/emergency/index.ts).
export { emergencyRoutes } from './emergency-routes.js';
