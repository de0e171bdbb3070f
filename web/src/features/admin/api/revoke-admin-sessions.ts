import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export function revokeAdminSessions(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/users/${id}/sessions`, { method: 'DELETE' });
}

export function useRevokeAdminSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminSessions,
    meta: { adminOnly: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
