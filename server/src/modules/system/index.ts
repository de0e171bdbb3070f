// The system module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/system/index.ts).
export { systemRoutes } from './system-routes.js';
