import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsApi, type Location, type UpdateLocationInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { locationsQueryKey } from './get-locations';

export interface UpdateLocationVariables {
  id: number;
  changes: UpdateLocationInput;
}

export function updateLocation({ id, changes }: UpdateLocationVariables) {
  return callApi(locationsApi.update, { params: { id }, body: changes });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (updated) => {
      // Swap the row in at once so Start/Stop feels instant, then confirm with the server.
      queryClient.setQueryData<Location[]>(locationsQueryKey, (list) =>
        list?.map((l) => (l.id === updated.id ? updated : l)),
      );
      return queryClient.invalidateQueries({ queryKey: locationsQueryKey });
    },
  });
}
