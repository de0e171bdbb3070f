import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schedule } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getSchedules({ signal }: { signal?: AbortSignal } = {}): Promise<Schedule[]> {
  return apiRequest<Schedule[]>('/api/schedules', { signal });
}

export const schedulesQueryKey = ['schedules'] as const;

export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: schedulesQueryKey, queryFn: ({ signal }) => getSchedules({ signal }) });

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
