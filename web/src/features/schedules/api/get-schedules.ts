import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { listOrEmptyUntilShipped } from '../../../shared/api/not-yet-available';

/** The fields the dashboard reads today; the full schedule joins protocol when scheduling ships. */
export interface ScheduleSummary {
  id: number;
  name: string;
  locationId: number;
  isActive: boolean;
}

/** GET /api/schedules ships with scheduling; its 404 until then means "no schedules yet". */
export function getSchedules({ signal }: { signal?: AbortSignal } = {}) {
  return listOrEmptyUntilShipped(() => apiRequest<ScheduleSummary[]>('/api/schedules', { signal }));
}

export const schedulesQueryKey = ['schedules'] as const;

export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: schedulesQueryKey, queryFn: ({ signal }) => getSchedules({ signal }) });

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
