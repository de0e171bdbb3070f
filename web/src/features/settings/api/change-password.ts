import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangePasswordInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

export function changePassword(input: ChangePasswordInput) {
  return callApi(authApi.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
