import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getAdminUser(id: number, signal?: AbortSignal) {
  return callApi(adminApi.user, { params: { id }, signal });
}

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => getAdminUser(id, signal),
    meta: { adminOnly: true },
  });

export function useAdminUser(id: number | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? 0), enabled: id !== null });
}
