import { useEffect } from 'react';

/** Spec §9: a paired screen moves on to its player 2 seconds after pairing succeeds. */
export const PAIR_REDIRECT_MS = 2000;

/** When a screen paired now should open its player. */
export const redirectTimeFromNow = () => Date.now() + PAIR_REDIRECT_MS;

/**
 * A full page load (not a router push: the player is its own entry, display.html) at `at`: an
 * instant fixed when pairing succeeded, not 2 s after this screen got round to rendering.
 */
export function useRedirectAt(url: string | null, at: number): void {
  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(
      () => window.location.assign(url),
      Math.max(0, at - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [url, at]);
}
