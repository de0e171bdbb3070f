import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBillingOverview } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function getAdminBilling(signal?: AbortSignal): Promise<AdminBillingOverview> {
  return apiRequest<AdminBillingOverview>('/api/admin/billing', { signal });
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
