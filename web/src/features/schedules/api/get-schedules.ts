import { queryOptions, useQuery } from '@tanstack/react-query';
import { schedulesApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getSchedules({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(schedulesApi.list, { signal });
}

export const schedulesQueryKey = ['schedules'] as const;

export const schedulesQueryOptions = () =>
  queryOptions({ queryKey: schedulesQueryKey, queryFn: ({ signal }) => getSchedules({ signal }) });

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}
