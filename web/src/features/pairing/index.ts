// What the app and other features may use of pairing and screens. The pair-display page is
// loaded lazily (a dynamic import of its file), so it is not re-exported here.
export { useDisplays, displaysQueryKey, displaysQueryOptions } from './api/get-displays';
export { ConnectDisplayDialog } from './components/connect-display-dialog';
export { ScreensList } from './components/screens-list';
export { ScreensSummary } from './components/screens-summary';
export { ScreensOnlineBadge } from './components/screens-online-badge';
export { isCompletePairingCode, pairingCodeDigits } from './lib/pairing-code-digits';
