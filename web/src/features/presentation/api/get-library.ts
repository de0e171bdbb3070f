import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The media library as full content items. Same key as the Content tab's list of the same
 * endpoint, so an upload or delete there refreshes the playlists here too.
 */
export function getLibrary({ signal }: { signal?: AbortSignal } = {}): Promise<ContentItem[]> {
  return apiRequest<ContentItem[]>('/api/content', { signal });
}

export const libraryQueryKey = ['content'] as const;

export const libraryQueryOptions = () =>
  queryOptions({ queryKey: libraryQueryKey, queryFn: ({ signal }) => getLibrary({ signal }) });

export function useLibrary() {
  return useQuery(libraryQueryOptions());
}
