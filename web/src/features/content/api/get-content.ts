import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { listOrEmptyUntilShipped } from '../../../shared/api/not-yet-available';

/**
 * The fields the dashboard reads today. The full content item (spec §3) joins protocol when
 * uploads ship; until then this stays a narrow local view of it.
 */
export interface ContentItemSummary {
  id: number;
  originalName: string;
  contentType: string;
  createdAt: string;
}

/** GET /api/content ships with uploads; its 404 until then means "no content yet". */
export function getContent({ signal }: { signal?: AbortSignal } = {}) {
  return listOrEmptyUntilShipped(() =>
    apiRequest<ContentItemSummary[]>('/api/content', { signal }),
  );
}

export const contentQueryKey = ['content'] as const;

export const contentQueryOptions = () =>
  queryOptions({ queryKey: contentQueryKey, queryFn: ({ signal }) => getContent({ signal }) });

export function useContent() {
  return useQuery(contentQueryOptions());
}
