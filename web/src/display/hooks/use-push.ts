import { useEffect } from 'react';
import { io } from 'socket.io-client';
import {
  DISPLAY_NAMESPACE,
  DISPLAY_REVOKED_EVENT,
  PLAYBACK_CHANGED_EVENT,
} from '@marquee/protocol/player';

/**
 * Live push: the server tells this screen the moment its playlist, schedule or state changes.
 * socket.io reconnects by itself with jittered back-off; polling covers any gap.
 */
export function usePush(
  locationId: number | null,
  token: string | null,
  onChange: () => void,
  onRevoked: () => void,
): void {
  useEffect(() => {
    if (locationId === null) return;
    const socket = io(DISPLAY_NAMESPACE, {
      auth: token ? { token, locationId } : { locationId },
      withCredentials: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30_000,
      randomizationFactor: 0.5,
    });
    socket.on(PLAYBACK_CHANGED_EVENT, onChange);
    socket.on(DISPLAY_REVOKED_EVENT, onRevoked);
    // After an outage, catch up at once rather than at the next poll.
    socket.io.on('reconnect', onChange);
    return () => {
      socket.io.off('reconnect', onChange);
      socket.disconnect();
    };
  }, [locationId, token, onChange, onRevoked]);
}
