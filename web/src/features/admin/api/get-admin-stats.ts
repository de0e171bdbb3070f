import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getAdminStats({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(adminApi.stats, { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats({ signal }),
    meta: { adminOnly: true },
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
