import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  CONTENT_CHANGED_EVENT,
  DASHBOARD_NAMESPACE,
  DISPLAY_PRESENCE_EVENT,
  DISPLAY_SHOWING_EVENT,
  EMERGENCY_CHANGED_EVENT,
  SCREENS_COUNT_EVENT,
  type AdminStats,
  type DisplayPresenceEvent,
  type EmergencyChangedEvent,
} from '@marquee/protocol';
import { contentQueryKey } from '../features/content';
import { displaysQueryKey } from '../features/pairing';
import { adminStatsQueryOptions } from '../features/admin';
import { emergencyQueryKey, OWN_EMERGENCY } from '../features/emergency';

/**
 * One socket per dashboard keeps it live without polling: the library when an item changes
 * (processing finished, deleted elsewhere), a location's screens when one comes or goes, and
 * the back office's count of connected screens. The session cookie authenticates it.
 * socket.io-client is fetched when the dashboard first renders, beside its first API requests,
 * rather than before the first paint.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: Socket | undefined;
    let unmounted = false;
    void import('socket.io-client').then(({ io }) => {
      if (unmounted) return;
      socket = listen(io(DASHBOARD_NAMESPACE, { withCredentials: true }), queryClient);
    });
    return () => {
      unmounted = true;
      socket?.close();
    };
  }, [queryClient]);
}

function listen(socket: Socket, queryClient: QueryClient): Socket {
  socket.on(
    CONTENT_CHANGED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  );
  const screensChanged = (e: DisplayPresenceEvent) =>
    queryClient.invalidateQueries({ queryKey: displaysQueryKey(e.locationId) });
  socket.on(DISPLAY_PRESENCE_EVENT, screensChanged);
  socket.on(DISPLAY_SHOWING_EVENT, screensChanged);
  // An owner's own panel and banner; in the back office, the panel of the account it names.
  socket.on(EMERGENCY_CHANGED_EVENT, ({ userId }: EmergencyChangedEvent) => {
    void queryClient.invalidateQueries({ queryKey: emergencyQueryKey(OWN_EMERGENCY) });
    void queryClient.invalidateQueries({
      queryKey: emergencyQueryKey({ kind: 'account', userId }),
    });
  });
  socket.on(SCREENS_COUNT_EVENT, ({ connected }: { connected: number }) =>
    queryClient.setQueryData<AdminStats>(adminStatsQueryOptions().queryKey, (old) =>
      old ? { ...old, connectedScreens: connected } : old,
    ),
  );
  // Whatever happened while disconnected is caught up on reconnect.
  socket.io.on('reconnect', () => void queryClient.invalidateQueries());
  return socket;
}
