import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemHealth } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return apiRequest<SystemHealth>('/api/admin/system/health', { signal });
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
