import type { QueryClient } from '@tanstack/react-query';
import { schedulesQueryKey } from './get-schedules';
import { playbackQueryRoot } from './get-playback';

/** A schedule change alters the list and what plays, so both are refetched. */
export function invalidateSchedules(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
    queryClient.invalidateQueries({ queryKey: playbackQueryRoot }),
  ]);
}
