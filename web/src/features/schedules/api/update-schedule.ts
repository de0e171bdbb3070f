import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi, type Schedule, type UpdateScheduleInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { schedulesQueryKey } from './get-schedules';
import { invalidateSchedules } from './invalidate-schedules';

export interface UpdateScheduleVariables {
  id: number;
  changes: UpdateScheduleInput;
}

export function updateSchedule({ id, changes }: UpdateScheduleVariables) {
  return callApi(schedulesApi.update, { params: { id }, body: changes });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (updated) => {
      // Swap the row in at once so Activate/Deactivate feels instant, then confirm.
      queryClient.setQueryData<Schedule[]>(schedulesQueryKey, (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      );
      return invalidateSchedules(queryClient);
    },
  });
}
