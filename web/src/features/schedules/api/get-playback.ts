import { queryOptions, useQuery } from '@tanstack/react-query';
import { playbackApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/** Exactly the engine's inputs for one location: the timeline is computed from them locally. */
export function getPlayback(locationId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(playbackApi.snapshot, { params: { id: locationId }, signal });
}

export const playbackQueryRoot = ['playback'] as const;

export const playbackQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: [...playbackQueryRoot, locationId],
    queryFn: ({ signal }) => getPlayback(locationId, { signal }),
  });

export function usePlayback(locationId: number | null) {
  return useQuery({ ...playbackQueryOptions(locationId ?? 0), enabled: locationId !== null });
}
