import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
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
