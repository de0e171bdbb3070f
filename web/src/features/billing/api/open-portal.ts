import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { notify } from '../../../shared/lib/notify';

export function openPortal() {
  return callApi(billingApi.portal);
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => notify.error('Error', err.message),
  });
}
