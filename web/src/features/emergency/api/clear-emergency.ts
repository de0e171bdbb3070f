import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emergencyApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useClearEmergency(scope: EmergencyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      scope.kind === 'own'
        ? callApi(emergencyApi.clear, { params: { alertId } })
        : callApi(emergencyApi.accountClear, { params: { id: scope.userId, alertId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyQueryKey(scope) }),
  });
}
