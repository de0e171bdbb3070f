// The screen-health module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/screen-health/index.ts).
export { screenHealthRoutes } from './screen-health-routes.js';
