import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaybackSnapshot } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/** Exactly the engine's inputs for one location: the timeline is computed from them locally. */
export function getPlayback(
  locationId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlaybackSnapshot> {
  return apiRequest<PlaybackSnapshot>(`/api/locations/${locationId}/playback`, { signal });
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
