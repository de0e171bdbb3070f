import { useMutation } from '@tanstack/react-query';
import type { ScreenCodeResponse } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/** TV flow, screen side: a code to show, and the secret that becomes the display token. */
export function createScreenCode(resolution?: string): Promise<ScreenCodeResponse> {
  return apiRequest<ScreenCodeResponse>('/api/pair-display/screen-codes', {
    method: 'POST',
    body: resolution ? { resolution } : {},
  });
}

export function useCreateScreenCode() {
  return useMutation({ mutationFn: createScreenCode, meta: { expectsUnauthorized: true } });
}
