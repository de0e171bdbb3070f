// What the app and other features may use of content. The content tab is loaded lazily (a
// dynamic import of its file), so it is not re-exported here.
export { useContent, contentQueryKey } from './api/get-content';
export { UploadIndicator } from './components/upload-indicator';
export { dashboardKind } from './kinds';
