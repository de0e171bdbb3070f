import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyMessage, EmergencyPreset } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { emergencyQueryKey, OWN_EMERGENCY } from './emergency-scope';

/** Pre-staged messages are the owner's own to manage. */
export function useAddPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: EmergencyMessage) =>
      apiRequest<EmergencyPreset>('/api/emergency/presets', { method: 'POST', body: preset }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(OWN_EMERGENCY) }),
  });
}

export function useRemovePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api/emergency/presets/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(OWN_EMERGENCY) }),
  });
}
