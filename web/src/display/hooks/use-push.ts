import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  DISPLAY_NAMESPACE,
  DISPLAY_REVOKED_EVENT,
  DISPLAY_SHOWING_EVENT,
  PLAYBACK_CHANGED_EVENT,
  reconnectAsPlayer,
  type DisplayShowing,
  type PlaybackChanged,
} from '@marquee/protocol/player';

/**
 * Live push: the server tells this screen the moment its playlist, schedule or state changes,
 * and the screen tells its owner what it has on. After any disconnect it reconnects with capped,
 * fully jittered back-off and catches up with a conditional fetch; polling covers any gap.
 */
export function usePush(
  locationId: number | null,
  token: string | null,
  onChange: (revision?: number, urgent?: boolean) => void,
  onRevoked: () => void,
  showing: DisplayShowing | null,
): Socket | null {
  const [socket, setSocket] = useState<Socket | null>(null);
  const latest = useRef(showing);

  useEffect(() => {
    if (locationId === null) return;
    // Our own reconnect loop rather than socket.io's: full jitter under a 5 s cap, and a
    // stopping server's own hint for the first attempt, or a busy server's for the next.
    const s = io(DISPLAY_NAMESPACE, {
      auth: token ? { token, locationId } : { locationId },
      withCredentials: true,
      reconnection: false,
    });
    let everConnected = false;
    const stop = reconnectAsPlayer(s, {
      onConnect: () => {
        // Whatever changed while we were away: a conditional fetch at once, not at the next poll.
        if (everConnected) onChange();
        everConnected = true;
        if (latest.current) s.emit(DISPLAY_SHOWING_EVENT, latest.current);
      },
    });
    s.on(PLAYBACK_CHANGED_EVENT, (e: PlaybackChanged) => onChange(e.revision, e.urgent));
    s.on(DISPLAY_REVOKED_EVENT, onRevoked);
    setSocket(s);
    return () => {
      stop();
      s.disconnect();
      setSocket(null);
    };
  }, [locationId, token, onChange, onRevoked]);

  useEffect(() => {
    latest.current = showing;
    if (showing && socket?.connected) socket.emit(DISPLAY_SHOWING_EVENT, showing);
  }, [socket, showing?.contentId, showing?.name, showing?.error]); // eslint-disable-line react-hooks/exhaustive-deps
  return socket;
}
