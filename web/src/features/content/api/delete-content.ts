import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export function deleteContent(id: number): Promise<void> {
  return apiRequest<void>(`/api/content/${id}`, { method: 'DELETE' });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  });
}
