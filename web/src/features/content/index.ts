// What the app and other features may use of content. The content tab is loaded lazily (a
// dynamic import of its file), so it is not re-exported here.
export { useContent, contentQueryKey } from './api/get-content';
export { UploadIndicator } from './components/upload-indicator';
// The kinds' looks only: their forms and previews stay with the content tab.
export { kindLook } from './kinds/kind-looks';
