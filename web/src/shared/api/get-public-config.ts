import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigApi } from '@marquee/protocol';
import { callApi } from './api-client';

/** Settled at start-up on the server: fetched once per page load. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'] as const,
    queryFn: ({ signal }) => callApi(publicConfigApi.get, { signal }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
