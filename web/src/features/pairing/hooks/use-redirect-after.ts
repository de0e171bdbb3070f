import { useEffect } from 'react';

/** Spec §9: a paired screen moves on to its player 2 seconds after the Connected screen shows. */
export const PAIR_REDIRECT_MS = 2000;

/** A full page load, not a router push: the player is its own entry (display.html). */
export function useRedirectAfter(url: string | null, delayMs = PAIR_REDIRECT_MS): void {
  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(() => window.location.assign(url), delayMs);
    return () => window.clearTimeout(timer);
  }, [url, delayMs]);
}
