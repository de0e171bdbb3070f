import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export interface RenameContentVariables {
  id: number;
  originalName: string;
}

export function renameContent({ id, originalName }: RenameContentVariables): Promise<ContentItem> {
  return apiRequest<ContentItem>(`/api/content/${id}`, { method: 'PATCH', body: { originalName } });
}

export function useRenameContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameContent,
    onSuccess: (updated) => {
      queryClient.setQueryData<ContentItem[]>(contentQueryKey, (list) =>
        list?.map((i) => (i.id === updated.id ? updated : i)),
      );
      return queryClient.invalidateQueries({ queryKey: contentQueryKey });
    },
  });
}
