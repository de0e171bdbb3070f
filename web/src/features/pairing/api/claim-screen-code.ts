import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screensApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { displaysQueryKey } from './get-displays';

export interface ClaimScreenCodeVariables {
  locationId: number;
  code: string;
}

/** TV flow, dashboard side: the owner types the code the screen shows, making it a display. */
export function claimScreenCode({ locationId, code }: ClaimScreenCodeVariables) {
  return callApi(screensApi.claimScreenCode, { params: { id: locationId }, body: { code } });
}

export function useClaimScreenCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimScreenCode,
    onSuccess: (_display, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: displaysQueryKey(locationId) }),
  });
}
