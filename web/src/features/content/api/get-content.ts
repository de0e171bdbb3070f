import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getContent({ signal }: { signal?: AbortSignal } = {}): Promise<ContentItem[]> {
  return apiRequest<ContentItem[]>('/api/content', { signal });
}

export const contentQueryKey = ['content'] as const;

export const contentQueryOptions = () =>
  queryOptions({ queryKey: contentQueryKey, queryFn: ({ signal }) => getContent({ signal }) });

export function useContent() {
  return useQuery(contentQueryOptions());
}
