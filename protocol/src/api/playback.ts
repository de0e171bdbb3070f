import type { ApiRoute } from './define-route.js';

// To declare: every route this module serves (see playlists.ts).
export const playbackApi = {} satisfies Record<string, ApiRoute>;
