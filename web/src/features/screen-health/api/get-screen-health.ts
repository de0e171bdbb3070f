import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenHealthApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { DISPLAYS_REFRESH_MS } from '../../../shared/api/screen-refresh';

export const screenHealthQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: ['screen-health', locationId] as const,
    queryFn: ({ signal }) =>
      callApi(screenHealthApi.location, { params: { id: locationId }, signal }),
    refetchInterval: DISPLAYS_REFRESH_MS,
  });

/** One request per location, shared by every screen row of it. */
export function useScreenHealth(locationId: number, displayId: number) {
  return useQuery({
    ...screenHealthQueryOptions(locationId),
    select: (rows) => rows.find((r) => r.displayId === displayId),
  });
}
