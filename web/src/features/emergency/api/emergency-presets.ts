import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emergencyApi, type EmergencyMessage } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { emergencyQueryKey, OWN_EMERGENCY } from './emergency-scope';

/** Pre-staged messages are the owner's own to manage. */
export function useAddPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: EmergencyMessage) => callApi(emergencyApi.addPreset, { body: preset }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(OWN_EMERGENCY) }),
  });
}

export function useRemovePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presetId: number) => callApi(emergencyApi.removePreset, { params: { presetId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(OWN_EMERGENCY) }),
  });
}
