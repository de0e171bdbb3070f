import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@marquee/protocol';
import { apiRequest } from './api-client';

/** Settled at start-up on the server: fetched once per page load. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'] as const,
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config/public', { signal }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
