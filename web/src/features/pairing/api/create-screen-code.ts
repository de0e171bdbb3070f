import { useMutation } from '@tanstack/react-query';
import { screensApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/** TV flow, screen side: a code to show, and the secret that becomes the display token. */
export function createScreenCode(resolution?: string) {
  return callApi(screensApi.createScreenCode, { body: resolution ? { resolution } : {} });
}

export function useCreateScreenCode() {
  return useMutation({ mutationFn: createScreenCode, meta: { expectsUnauthorized: true } });
}
