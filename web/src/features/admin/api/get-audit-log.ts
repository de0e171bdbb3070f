import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApiPage } from '../../../shared/api/api-client';

export function getAuditLog(page: number, signal?: AbortSignal) {
  return callApiPage(adminApi.audit, { query: { page, pageSize: 20 }, signal });
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    meta: { adminOnly: true },
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
