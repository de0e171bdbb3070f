import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiRequest<void>('/api/auth/reset-password', { method: 'POST', body: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
