import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screensApi, type Display } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { displaysQueryKey } from './get-displays';

/** The screen's token stops working at once; the screen falls back to its pairing page. */
export function revokeDisplay(display: Pick<Display, 'id' | 'locationId'>) {
  return callApi(screensApi.revoke, { params: { id: display.id } });
}

export function useRevokeDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDisplay,
    onSuccess: (_result, display) => {
      queryClient.setQueryData<Display[]>(displaysQueryKey(display.locationId), (list) =>
        list?.filter((d) => d.id !== display.id),
      );
      return queryClient.invalidateQueries({ queryKey: displaysQueryKey(display.locationId) });
    },
  });
}
