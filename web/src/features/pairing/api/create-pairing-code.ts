import { useMutation } from '@tanstack/react-query';
import type { PairingCodeResponse } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/** Spec flow, dashboard side: a fresh code replaces the location's previous unused one. */
export function createPairingCode(locationId: number): Promise<PairingCodeResponse> {
  return apiRequest<PairingCodeResponse>(`/api/locations/${locationId}/pairing-code`, {
    method: 'POST',
  });
}

export function useCreatePairingCode() {
  return useMutation({ mutationFn: createPairingCode });
}
