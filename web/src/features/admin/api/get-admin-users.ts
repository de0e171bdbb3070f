import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getAdminUsers({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUserRow[]> {
  return apiRequest<AdminUserRow[]>('/api/admin/users', { signal });
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => getAdminUsers({ signal }),
    meta: { adminOnly: true },
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
