import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function getBilling({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(billingApi.summary, { signal });
}

export const billingQueryKey = ['billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => getBilling({ signal }) });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
