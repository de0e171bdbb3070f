import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/**
 * The media library as full content items. Same key as the Content tab's list of the same
 * endpoint, so an upload or delete there refreshes the playlists here too.
 */
export function getLibrary({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(contentApi.list, { signal });
}

export const libraryQueryKey = ['content'] as const;

export const libraryQueryOptions = () =>
  queryOptions({ queryKey: libraryQueryKey, queryFn: ({ signal }) => getLibrary({ signal }) });

export function useLibrary() {
  return useQuery(libraryQueryOptions());
}
