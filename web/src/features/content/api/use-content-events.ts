import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { CONTENT_CHANGED_EVENT, DASHBOARD_NAMESPACE } from '@marquee/protocol';
import { contentQueryKey } from './get-content';

/**
 * Keeps the library fresh without polling: the server tells this account's dashboards when
 * an item changes (processing finished, deleted elsewhere) and the list is fetched again.
 * The session cookie authenticates the connection.
 */
export function useContentEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = io(DASHBOARD_NAMESPACE, { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: contentQueryKey });
    socket.on(CONTENT_CHANGED_EVENT, refresh);
    // Whatever happened while disconnected is caught up on reconnect.
    socket.io.on('reconnect', refresh);
    return () => {
      socket.close();
    };
  }, [queryClient]);
}
