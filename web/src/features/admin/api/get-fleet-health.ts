import { useQuery } from '@tanstack/react-query';
import { screenHealthApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function useFleetHealth() {
  return useQuery({
    queryKey: ['admin', 'fleet-health'],
    queryFn: ({ signal }) => callApi(screenHealthApi.fleet, { signal }),
    meta: { adminOnly: true },
    refetchInterval: 60_000,
  });
}
