import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export function retryContent(id: number): Promise<ContentItem> {
  return apiRequest<ContentItem>(`/api/content/${id}/retry`, { method: 'POST' });
}

export function useRetryContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  });
}
