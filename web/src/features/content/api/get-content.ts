import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getContent({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentApi.list, { signal });
}

export const contentQueryKey = ['content'] as const;

export const contentQueryOptions = () =>
  queryOptions({ queryKey: contentQueryKey, queryFn: ({ signal }) => getContent({ signal }) });

export function useContent() {
  return useQuery(contentQueryOptions());
}
