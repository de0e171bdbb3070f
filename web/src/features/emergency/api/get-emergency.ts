import { useQuery } from '@tanstack/react-query';
import type { EmergencyState } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { emergencyPath, emergencyQueryKey, type EmergencyScope } from './emergency-scope';

export function useEmergency(scope: EmergencyScope) {
  return useQuery({
    queryKey: emergencyQueryKey(scope),
    queryFn: ({ signal }) => apiRequest<EmergencyState>(emergencyPath(scope), { signal }),
  });
}
