import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { locationsQueryKey } from './get-locations';

export function deleteLocation(id: number) {
  return callApi(locationsApi.remove, { params: { id } });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...locationsQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: locationsQueryKey });
    },
  });
}
