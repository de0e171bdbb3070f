import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getSystemLogs(level: string, signal?: AbortSignal) {
  return callApi(systemApi.logs, { query: { limit: 200, level }, signal });
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
