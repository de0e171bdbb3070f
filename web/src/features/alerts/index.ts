// What other features may use of alerts; everything else stays inside the feature.
export { AlertChannelsForm } from './components/alert-channels-form';
export { LocationAlertsForm } from './components/location-alerts-form';
