import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type LoginInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { currentUserQueryKey } from './get-current-user';

/** The server sets the httpOnly session cookie; the sessionId in the body is for API clients. */
export function login(input: LoginInput) {
  return callApi(authApi.login, { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Wrong credentials answer 401: that is the form's error, not an expired session.
    meta: { expectsUnauthorized: true },
    onSuccess: ({ user }) => {
      // Nothing cached for a previous account may leak into this one.
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
