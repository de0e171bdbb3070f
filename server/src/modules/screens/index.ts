// The screens module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/screens/index.ts).
export { screensRoutes } from './screens-routes.js';
