import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { playlistsApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getPlaylist(locationId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(playlistsApi.get, { params: { id: locationId }, signal });
}

/** Under the location's key, so deleting a location drops its playlist from the cache too. */
export const playlistQueryKey = (locationId: number) =>
  ['locations', locationId, 'playlist'] as const;

export const playlistQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: playlistQueryKey(locationId),
    queryFn: ({ signal }) => getPlaylist(locationId, { signal }),
  });

export function usePlaylist(locationId: number) {
  return useQuery(playlistQueryOptions(locationId));
}

/** Every location's playlist, for the global order list. */
export function usePlaylists(locationIds: readonly number[]) {
  return useQueries({ queries: locationIds.map((id) => playlistQueryOptions(id)) });
}
