import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export function retryContent(id: number) {
  return callApi(contentApi.retry, { params: { id } });
}

export function useRetryContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  });
}
