// What the app may use of settings.
export { SettingsButton } from './components/settings-button';
