import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export function deleteContent(id: number) {
  return callApi(contentApi.remove, { params: { id } });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  });
}
