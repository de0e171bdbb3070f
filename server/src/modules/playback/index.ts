// The playback module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/playback/index.ts).
export { POLL_ROUTE, playbackPollListener } from './playback-poll-listener.js';
export { playbackRoutes } from './playback-routes.js';
