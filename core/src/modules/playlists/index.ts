// The playlists module's public surface: what other modules and the composition root may use.
// Repositories stay private (only their types are handed around); the composition root builds them.
export type { PlaylistRepo } from './playlist-repo.js';
export { playlistService } from './playlist-service.js';
