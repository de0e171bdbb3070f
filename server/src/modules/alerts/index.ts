// The alerts module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/alerts/index.ts).
export { alertsRoutes } from './alerts-routes.js';
