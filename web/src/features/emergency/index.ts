// What the app and other features may use of emergency messages.
export { EmergencyButton } from './components/emergency-button';
export { EmergencyBanner } from './components/emergency-banner';
export { EmergencyPanel } from './components/emergency-panel';
export { emergencyQueryKey, OWN_EMERGENCY } from './api/emergency-scope';
