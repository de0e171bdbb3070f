import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function deleteSchedule(id: number) {
  return callApi(schedulesApi.remove, { params: { id } });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
