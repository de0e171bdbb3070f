import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyAlert, StartEmergencyInput } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { emergencyPath, emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useStartEmergency(scope: EmergencyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartEmergencyInput) =>
      apiRequest<EmergencyAlert>(`${emergencyPath(scope)}/alerts`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(scope) }),
  });
}
