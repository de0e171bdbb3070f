import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

/** 'mark-paid' records a payment received elsewhere; 'restore' lifts a suspension without one. */
export type SettleAction = 'mark-paid' | 'restore';

export function settleLocation(id: number, action: SettleAction): Promise<Location> {
  return apiRequest<Location>(`/api/admin/locations/${id}/${action}`, { method: 'POST', body: {} });
}

export function useSettleLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SettleAction }) =>
      settleLocation(id, action),
    meta: { adminOnly: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
