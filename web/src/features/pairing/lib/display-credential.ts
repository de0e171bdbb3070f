import { DISPLAY_CREDENTIAL_KEY } from '@marquee/protocol/player';
import type { DisplayCredential } from '@marquee/protocol/player';

/**
 * The screen's own credential, read by the player. It identifies a device, not a person, and
 * survives reboots, which is why it lives in localStorage (unlike the owner's session cookie).
 */
export function saveDisplayCredential(credential: DisplayCredential): void {
  try {
    localStorage.setItem(DISPLAY_CREDENTIAL_KEY, JSON.stringify(credential));
  } catch {
    // Private mode or a full quota: the player then asks to pair again, which beats a crash.
  }
}
