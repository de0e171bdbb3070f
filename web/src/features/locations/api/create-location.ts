import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsApi, type CreateLocationInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { locationsQueryKey } from './get-locations';

export function createLocation(input: CreateLocationInput) {
  return callApi(locationsApi.create, { body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
