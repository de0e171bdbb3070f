// What the app may use of the back office; everything else stays inside the feature.
export { AdminOverviewTab } from './components/admin-overview-tab';
export { AdminUsersTab } from './components/admin-users-tab';
export { AdminBillingTab } from './components/admin-billing-tab';
export { AdminSystemTab } from './components/admin-system-tab';
export { adminStatsQueryOptions } from './api/get-admin-stats';
