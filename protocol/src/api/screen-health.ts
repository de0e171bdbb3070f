import type { ApiRoute } from './define-route.js';

// To declare: every route this module serves (see playlists.ts).
export const screenHealthApi = {} satisfies Record<string, ApiRoute>;
