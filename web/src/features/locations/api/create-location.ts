import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationInput, Location } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { locationsQueryKey } from './get-locations';

export function createLocation(input: CreateLocationInput): Promise<Location> {
  return apiRequest<Location>('/api/locations', { method: 'POST', body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
