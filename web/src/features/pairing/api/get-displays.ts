import { queryOptions, useQuery } from '@tanstack/react-query';
import { screensApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { DISPLAYS_REFRESH_MS } from '../../../shared/api/screen-refresh';

export function getDisplays(locationId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(screensApi.list, { params: { id: locationId }, signal });
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
