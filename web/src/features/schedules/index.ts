// What the app and other features may use of schedules. The scheduling tab is loaded lazily (a
// dynamic import of its file), so it is not re-exported here.
export { useSchedules } from './api/get-schedules';
export { playbackQueryRoot } from './api/get-playback';
