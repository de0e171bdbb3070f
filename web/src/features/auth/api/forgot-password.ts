import { useMutation } from '@tanstack/react-query';
import { authApi, type ForgotPasswordInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function forgotPassword(input: ForgotPasswordInput) {
  return callApi(authApi.forgotPassword, { body: input });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
