import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentItem, type FormContentKindId } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { contentQueryKey } from './get-content';

export interface SaveFormContentVariables {
  kind: FormContentKindId;
  /** Set when editing an item, absent when creating one. */
  id?: number;
  data: unknown;
  displayDuration: number;
  /** New items only: the playlists they join. */
  locationIds?: number[];
}

/** POST /api/content/:kind to create, PATCH /api/content/:id to edit: the kind's schema checks both. */
export function saveFormContent(v: SaveFormContentVariables): Promise<ContentItem> {
  return v.id === undefined
    ? callApi(contentApi.createForm, {
        params: { kind: v.kind },
        body: {
          data: v.data,
          displayDuration: v.displayDuration,
          locationIds: v.locationIds ?? [],
        },
      })
    : callApi(contentApi.update, {
        params: { id: v.id },
        body: { data: v.data, displayDuration: v.displayDuration },
      });
}

export function useSaveFormContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFormContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKey }),
  });
}
