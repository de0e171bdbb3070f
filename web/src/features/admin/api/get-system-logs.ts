import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LogEntry } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getSystemLogs(level: string, signal?: AbortSignal): Promise<LogEntry[]> {
  const q = new URLSearchParams({ limit: '200', ...(level ? { level } : {}) });
  return apiRequest<LogEntry[]>(`/api/admin/system/logs?${q}`, { signal });
}

export const systemLogsQueryOptions = (level: string) =>
  queryOptions({
    queryKey: ['admin', 'system', 'logs', level],
    queryFn: ({ signal }) => getSystemLogs(level, signal),
    meta: { adminOnly: true },
  });

export function useSystemLogs(level: string, enabled: boolean) {
  return useQuery({ ...systemLogsQueryOptions(level), enabled });
}
