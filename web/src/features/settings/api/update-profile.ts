import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { currentUserQueryKey } from '../../auth';

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiRequest<User>('/api/auth/user', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
