import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playlistsApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { playbackQueryRoot } from '../../schedules';
import { playlistQueryKey } from './get-playlist';

export interface SavePlaylistVariables {
  locationId: number;
  /**
   * The whole playlist in its new order, each entry with its own display duration: null keeps
   * it following the item's (a video's own length), so send back what the server gave as
   * `ownDuration` for every entry the user did not re-time.
   */
  items: { contentId: number; displayDuration: number | null }[];
}

/** Replaces order, membership and durations in one atomic write (screens hear of it at once). */
export function savePlaylist({ locationId, items }: SavePlaylistVariables) {
  return callApi(playlistsApi.save, { params: { id: locationId }, body: { items } });
}

export function useSavePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlaylist,
    onSuccess: (saved, { locationId }) => {
      if (Array.isArray(saved)) queryClient.setQueryData(playlistQueryKey(locationId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playlistQueryKey(locationId) }),
        queryClient.invalidateQueries({ queryKey: [...playbackQueryRoot, locationId] }),
      ]);
    },
  });
}
