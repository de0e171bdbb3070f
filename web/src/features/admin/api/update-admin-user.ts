import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type AdminUpdateUserInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function updateAdminUser(id: number, input: AdminUpdateUserInput) {
  return callApi(adminApi.updateUser, { params: { id }, body: input });
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
