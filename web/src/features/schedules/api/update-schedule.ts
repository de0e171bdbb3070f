import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule, UpdateScheduleInput } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { schedulesQueryKey } from './get-schedules';
import { invalidateSchedules } from './invalidate-schedules';

export interface UpdateScheduleVariables {
  id: number;
  changes: UpdateScheduleInput;
}

export function updateSchedule({ id, changes }: UpdateScheduleVariables): Promise<Schedule> {
  return apiRequest<Schedule>(`/api/schedules/${id}`, { method: 'PATCH', body: changes });
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
