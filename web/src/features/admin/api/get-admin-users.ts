import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, type AdminUserSort, type PlanBucket } from '@marquee/protocol';
import { callApiPage } from '../../../shared/api/api-client';

export interface AdminUsersParams {
  search: string;
  status: 'active' | 'suspended' | '';
  plan: PlanBucket | '';
  sort: AdminUserSort;
  page: number;
  pageSize: number;
}

export function getAdminUsers(p: AdminUsersParams, signal?: AbortSignal) {
  return callApiPage(adminApi.users, { query: p, signal });
}

export const adminUsersQueryOptions = (p: AdminUsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', p],
    queryFn: ({ signal }) => getAdminUsers(p, signal),
    meta: { adminOnly: true },
    // Typing in the search box keeps the old page on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(p: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(p));
}
