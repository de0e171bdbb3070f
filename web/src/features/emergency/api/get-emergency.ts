import { useQuery } from '@tanstack/react-query';
import { emergencyApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useEmergency(scope: EmergencyScope) {
  return useQuery({
    queryKey: emergencyQueryKey(scope),
    queryFn: ({ signal }) =>
      scope.kind === 'own'
        ? callApi(emergencyApi.state, { signal })
        : callApi(emergencyApi.accountState, { params: { id: scope.userId }, signal }),
  });
}
