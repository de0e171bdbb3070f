// What the app may use of the dashboard overview.
export { ActiveLocationsSummary } from './components/active-locations-summary';
export { OverviewTab } from './components/overview-tab';
