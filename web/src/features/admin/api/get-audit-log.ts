import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@marquee/protocol';
import { apiRequestPage } from '../../../shared/api/api-client';

export function getAuditLog(page: number, signal?: AbortSignal) {
  return apiRequestPage<AuditEntry>(`/api/admin/audit?page=${page}&pageSize=20`, { signal });
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
