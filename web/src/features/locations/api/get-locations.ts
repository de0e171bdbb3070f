import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getLocations({ signal }: { signal?: AbortSignal } = {}): Promise<Location[]> {
  return apiRequest<Location[]>('/api/locations', { signal });
}

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations({ signal }) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
