import {
  DISPLAY_REVOKED_EVENT,
  PLAYBACK_CHANGED_EVENT,
  type PlaybackChanged,
} from '@marquee/protocol';
import type { PushNamespace } from './push-target.js';
import { displayRoom, locationRoom, SCREENS_ROOM } from './rooms.js';

/** Tells a location's screens to fetch their playback again (at least `revision`). */
export function playbackChanged(
  nsp: PushNamespace,
  locationId: number,
  revision: number | undefined,
  urgent = false,
): void {
  const event: PlaybackChanged = {
    locationId,
    ...(revision === undefined ? {} : { revision }),
    ...(urgent ? { urgent: true } : {}),
  };
  nsp.to(locationRoom(locationId)).emit(PLAYBACK_CHANGED_EVENT, event);
}

/** Tells a revoked screen, then cuts its sockets off. */
export function displayRevoked(nsp: PushNamespace, displayId: number): void {
  // Counts and lists stop showing it before the revoke answers, not when the socket closes.
  nsp.in(displayRoom(displayId)).socketsLeave(SCREENS_ROOM);
  nsp.to(displayRoom(displayId)).emit(DISPLAY_REVOKED_EVENT, { displayId });
  // Give the message a moment to leave before the connection goes.
  setTimeout(() => nsp.in(displayRoom(displayId)).disconnectSockets(true), 1000).unref();
}
