import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Display } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * Online dots go stale as screens come and go; until live push arrives, a list that is on
 * screen asks again this often (only while the browser tab is visible).
 */
export const DISPLAYS_REFRESH_MS = 15_000;

export function getDisplays(
  locationId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Display[]> {
  return apiRequest<Display[]>(`/api/locations/${locationId}/displays`, { signal });
}

export const displaysQueryKey = (locationId: number) => ['displays', locationId] as const;

export const displaysQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: displaysQueryKey(locationId),
    queryFn: ({ signal }) => getDisplays(locationId, { signal }),
    refetchInterval: DISPLAYS_REFRESH_MS,
  });

export function useDisplays(locationId: number) {
  return useQuery(displaysQueryOptions(locationId));
}
