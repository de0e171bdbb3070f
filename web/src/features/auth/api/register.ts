import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type RegisterRequest } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { currentUserQueryKey } from './get-current-user';

export function register(input: RegisterRequest) {
  return callApi(authApi.register, { body: input });
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
