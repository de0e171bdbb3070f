import { useMutation } from '@tanstack/react-query';
import type { RedirectResponse } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function startCheckout(): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>('/api/billing/checkout', { method: 'POST', body: {} });
}

/** The provider's hosted checkout is a full-page redirect, not an in-app route. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
