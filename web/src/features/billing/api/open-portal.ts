import { useMutation } from '@tanstack/react-query';
import type { RedirectResponse } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { notify } from '../../../shared/lib/notify';

export function openPortal(): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>('/api/billing/portal', { method: 'POST', body: {} });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => notify.error('Error', err.message),
  });
}
