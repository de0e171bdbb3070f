import { useMutation } from '@tanstack/react-query';
import { authApi, type ResetPasswordInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return callApi(authApi.resetPassword, { body: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
