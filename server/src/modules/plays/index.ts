// The plays module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/plays/index.ts).
export { playsRoutes } from './plays-routes.js';
