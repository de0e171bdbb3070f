import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyAlert } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { emergencyPath, emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useClearEmergency(scope: EmergencyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      apiRequest<EmergencyAlert>(`${emergencyPath(scope)}/alerts/${alertId}/clear`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(scope) }),
  });
}
