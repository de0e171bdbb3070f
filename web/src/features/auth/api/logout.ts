import { authApi } from '@marquee/protocol';

/**
 * Logging out is a browser navigation (spec §7): the server clears the httpOnly cookie, which
 * script cannot do, and redirects to /. The full page load also drops every cached query.
 */
export function logout(): void {
  window.location.assign(authApi.logoutPage.path);
}
