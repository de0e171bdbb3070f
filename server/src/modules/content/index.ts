// The content module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/content/index.ts).
export { contentRoutes } from './content-routes.js';
