import { SIGN_OUT_REDIRECT_MS, authApi } from '@marquee/protocol';
import { notify } from '../lib/notify';

let redirecting = false;

/**
 * Spec §4/§8: a dashboard call answering 401 means the session is gone. Several queries can
 * fail at once, so only the first one toasts and schedules the redirect.
 */
export function handleSessionExpired(): void {
  if (redirecting) return;
  redirecting = true;
  notify.error('Unauthorized', 'You are logged out. Logging in again...');
  window.setTimeout(() => window.location.assign(authApi.loginPage.path), SIGN_OUT_REDIRECT_MS);
}

/** Spec §6: a non-admin on an admin page is told so and sent back to the start. */
export function handleAdminRequired(): void {
  if (redirecting) return;
  redirecting = true;
  notify.error('Unauthorized', 'Admin access required. Redirecting...');
  window.setTimeout(() => window.location.assign('/'), SIGN_OUT_REDIRECT_MS);
}
