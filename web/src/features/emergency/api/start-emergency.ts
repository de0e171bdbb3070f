import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emergencyApi, type StartEmergencyInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useStartEmergency(scope: EmergencyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartEmergencyInput) =>
      scope.kind === 'own'
        ? callApi(emergencyApi.start, { body: input })
        : callApi(emergencyApi.accountStart, { params: { id: scope.userId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(scope) }),
  });
}
