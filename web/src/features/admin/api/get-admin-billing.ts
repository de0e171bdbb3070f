import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getAdminBilling(signal?: AbortSignal) {
  return callApi(adminApi.billing, { signal });
}

export const adminBillingQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'billing'],
    queryFn: ({ signal }) => getAdminBilling(signal),
    meta: { adminOnly: true },
  });

export function useAdminBilling() {
  return useQuery(adminBillingQueryOptions());
}
