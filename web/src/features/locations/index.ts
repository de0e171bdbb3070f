// What the app and other features may use of locations. The locations tab is loaded lazily (a
// dynamic import of its file), so it is not re-exported here.
export { useLocations } from './api/get-locations';
export { useToggleDisplay } from './api/toggle-display';
export { LocationStatusBadge } from './components/location-status-badge';
export { countLiveLocations } from './lib/location-status';
