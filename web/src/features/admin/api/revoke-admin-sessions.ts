import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function revokeAdminSessions(id: number) {
  return callApi(adminApi.revokeSessions, { params: { id } });
}

export function useRevokeAdminSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminSessions,
    meta: { adminOnly: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
