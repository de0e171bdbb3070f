import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest<void>('/api/auth/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
