import type { ApiRoute } from './define-route.js';

// To declare: every route this module serves (see playlists.ts).
export const systemApi = {} satisfies Record<string, ApiRoute>;
