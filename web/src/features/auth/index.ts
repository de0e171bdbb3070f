// What the app and other features may use of auth. The pages are loaded lazily by the router
// (a dynamic import of the page file), so they are not re-exported here.
export { RequireAuth } from './components/require-auth';
export { RequireGuest } from './components/require-guest';
export { SignInFirst } from './components/sign-in-first';
export { LogoutButton } from './components/logout-button';
export { useCurrentUser, currentUserQueryKey } from './api/get-current-user';
