import { useMutation } from '@tanstack/react-query';
import { screensApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/** Spec flow, dashboard side: a fresh code replaces the location's previous unused one. */
export function createPairingCode(locationId: number) {
  return callApi(screensApi.createPairingCode, { params: { id: locationId } });
}

export function useCreatePairingCode() {
  return useMutation({ mutationFn: createPairingCode });
}
