import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationsApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getLocations({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(locationsApi.list, { signal });
}

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations({ signal }) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
