import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screensApi, type Display } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { displaysQueryKey } from './get-displays';

export interface RenameDisplayVariables {
  id: number;
  name: string;
}

export function renameDisplay({ id, name }: RenameDisplayVariables) {
  return callApi(screensApi.rename, { params: { id }, body: { name } });
}

export function useRenameDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDisplay,
    onSuccess: (updated) => {
      queryClient.setQueryData<Display[]>(displaysQueryKey(updated.locationId), (list) =>
        list?.map((d) => (d.id === updated.id ? updated : d)),
      );
      return queryClient.invalidateQueries({ queryKey: displaysQueryKey(updated.locationId) });
    },
  });
}
