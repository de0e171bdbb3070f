import { useQuery } from '@tanstack/react-query';
import type { FleetHealth } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function useFleetHealth() {
  return useQuery({
    queryKey: ['admin', 'fleet-health'],
    queryFn: ({ signal }) => apiRequest<FleetHealth>('/api/admin/fleet-health', { signal }),
    meta: { adminOnly: true },
    refetchInterval: 60_000,
  });
}
