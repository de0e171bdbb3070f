import { DISPLAY_CREDENTIAL_KEY, type DisplayCredential } from '@marquee/protocol/player';

export function loadCredential(): DisplayCredential | null {
  try {
    const raw = localStorage.getItem(DISPLAY_CREDENTIAL_KEY);
    return raw ? (JSON.parse(raw) as DisplayCredential) : null;
  } catch {
    return null;
  }
}

export function clearCredential(): void {
  localStorage.removeItem(DISPLAY_CREDENTIAL_KEY);
}
