import { PAIRING_CODE_TTL_MS } from '@marquee/protocol';

/**
 * When a just-issued code expires, on this device's clock. TVs often have a wrong clock, so
 * the server's expiresAt is only trusted when it is plausible; otherwise the code is as old
 * as the response, i.e. it has the full lifetime left.
 */
export function codeDeadline(expiresAt: string, receivedAt = Date.now()): number {
  const left = new Date(expiresAt).getTime() - receivedAt;
  const plausible = Number.isFinite(left) && left > 0 && left <= PAIRING_CODE_TTL_MS + 5_000;
  return receivedAt + (plausible ? left : PAIRING_CODE_TTL_MS);
}

/** '9:05' for a countdown. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
