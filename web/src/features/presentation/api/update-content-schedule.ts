import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentItem, type ContentScheduleInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { playbackQueryRoot } from '../../schedules';
import { libraryQueryKey } from './get-library';

export interface UpdateContentScheduleVariables {
  id: number;
  schedule: ContentScheduleInput;
}

/** Turning scheduling off clears the window on the server (spec §4). */
export function updateContentSchedule({ id, schedule }: UpdateContentScheduleVariables) {
  return callApi(contentApi.setSchedule, { params: { id }, body: schedule });
}

export function useUpdateContentSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentSchedule,
    onSuccess: (updated) => {
      queryClient.setQueryData<ContentItem[]>(libraryQueryKey, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
        queryClient.invalidateQueries({ queryKey: playbackQueryRoot }),
      ]);
    },
  });
}
