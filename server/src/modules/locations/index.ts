// The locations module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/locations/index.ts).
export { locationsRoutes } from './locations-routes.js';
