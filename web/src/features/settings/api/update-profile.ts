import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type UpdateProfileInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { currentUserQueryKey } from '../../auth';

export function updateProfile(input: UpdateProfileInput) {
  return callApi(authApi.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
