import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function startCheckout() {
  return callApi(billingApi.checkout);
}

/** The provider's hosted checkout is a full-page redirect, not an in-app route. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
