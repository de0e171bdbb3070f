import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/forgot-password', {
    method: 'POST',
    body: input,
  });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
