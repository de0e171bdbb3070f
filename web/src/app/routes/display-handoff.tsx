import { useEffect } from 'react';

/**
 * The player is its own page (display.html, no dashboard code). Reaching /display inside this
 * app, by an in-app link, hands over to it with a full load.
 */
export function DisplayHandoff() {
  useEffect(() => window.location.reload(), []);
  return null;
}
