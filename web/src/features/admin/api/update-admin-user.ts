import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserInput, User } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function updateAdminUser(id: number, input: AdminUpdateUserInput): Promise<User> {
  return apiRequest<User>(`/api/admin/users/${id}`, { method: 'PATCH', body: input });
}

export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUpdateUserInput }) =>
      updateAdminUser(id, input),
    meta: { adminOnly: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
