import type { Location } from 'react-router-dom';

/**
 * Where a signed-out visitor was going when we sent them to sign in (a screen's QR link, say),
 * carried in the router's location state so that signing in or registering lands them there.
 */
export interface ReturnState {
  from?: string;
}

export const returnState = (location: Location): ReturnState => ({
  from: location.pathname + location.search,
});

/** Only a path of this app: never another origin, whatever ended up in the state. */
export function returnTo(location: Location): string {
  const from = (location.state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
