import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSummary } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getBilling({ signal }: { signal?: AbortSignal } = {}): Promise<BillingSummary> {
  return apiRequest<BillingSummary>('/api/billing', { signal });
}

export const billingQueryKey = ['billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => getBilling({ signal }) });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
