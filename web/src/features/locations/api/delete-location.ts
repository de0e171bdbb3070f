import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { locationsQueryKey } from './get-locations';

export function deleteLocation(id: number): Promise<void> {
  return apiRequest<void>(`/api/locations/${id}`, { method: 'DELETE' });
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
