// What other features may use of presentation. The presentation tab is loaded lazily (a
// dynamic import of its file), so it is not re-exported here.
export { ContentThumb } from './components/content-thumb';
export { useLibrary } from './api/get-library';
export { usePlaylist } from './api/get-playlist';
