// The schedules module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/schedules/index.ts).
export { schedulesRoutes } from './schedules-routes.js';
