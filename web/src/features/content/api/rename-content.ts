import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentItem } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export interface RenameContentVariables {
  id: number;
  originalName: string;
}

export function renameContent({ id, originalName }: RenameContentVariables) {
  return callApi(contentApi.update, { params: { id }, body: { originalName } });
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
