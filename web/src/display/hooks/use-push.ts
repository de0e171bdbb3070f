import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  DISPLAY_NAMESPACE,
  DISPLAY_REVOKED_EVENT,
  DISPLAY_SHOWING_EVENT,
  PLAYBACK_CHANGED_EVENT,
  type DisplayShowing,
} from '@marquee/protocol/player';

/**
 * Live push: the server tells this screen the moment its playlist, schedule or state changes,
 * and the screen tells its owner what it has on. socket.io reconnects by itself with jittered
 * back-off; polling covers any gap.
 */
export function usePush(
  locationId: number | null,
  token: string | null,
  onChange: () => void,
  onRevoked: () => void,
  showing: DisplayShowing | null,
): void {
  const [socket, setSocket] = useState<Socket | null>(null);
  const latest = useRef(showing);

  useEffect(() => {
    if (locationId === null) return;
    const s = io(DISPLAY_NAMESPACE, {
      auth: token ? { token, locationId } : { locationId },
      withCredentials: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30_000,
      randomizationFactor: 0.5,
    });
    const caughtUp = () => {
      onChange();
      if (latest.current) s.emit(DISPLAY_SHOWING_EVENT, latest.current);
    };
    s.on(PLAYBACK_CHANGED_EVENT, onChange);
    s.on(DISPLAY_REVOKED_EVENT, onRevoked);
    s.on('connect', () => latest.current && s.emit(DISPLAY_SHOWING_EVENT, latest.current));
    // After an outage, catch up at once rather than at the next poll.
    s.io.on('reconnect', caughtUp);
    setSocket(s);
    return () => {
      s.io.off('reconnect', caughtUp);
      s.disconnect();
      setSocket(null);
    };
  }, [locationId, token, onChange, onRevoked]);

  useEffect(() => {
    latest.current = showing;
    if (showing && socket?.connected) socket.emit(DISPLAY_SHOWING_EVENT, showing);
  }, [socket, showing?.contentId, showing?.name]); // eslint-disable-line react-hooks/exhaustive-deps
}
