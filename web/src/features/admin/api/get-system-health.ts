import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getSystemHealth(signal?: AbortSignal) {
  return callApi(systemApi.health, { signal });
}

/** Live: re-asked every 15 s while the System tab is open. */
export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system', 'health'],
    queryFn: ({ signal }) => getSystemHealth(signal),
    meta: { adminOnly: true },
    refetchInterval: 15_000,
  });

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}
