import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/** 'mark-paid' records a payment received elsewhere; 'restore' lifts a suspension without one. */
export type SettleAction = 'mark-paid' | 'restore';

const SETTLE_ROUTES = {
  'mark-paid': adminApi.markLocationPaid,
  restore: adminApi.restoreLocation,
} as const;

export function settleLocation(id: number, action: SettleAction) {
  return callApi(SETTLE_ROUTES[action], { params: { id } });
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
