// The playlists module's HTTP half (routes, middleware, what only they use): its services,
// repositories and views are in @marquee/core (core/src/modules/playlists/index.ts).
export { playlistRoutes } from './playlist-routes.js';
