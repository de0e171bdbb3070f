import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, SessionResponse } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { currentUserQueryKey } from './get-current-user';

export function register(input: RegisterRequest): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/register', { method: 'POST', body: input });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
