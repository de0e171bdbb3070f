import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi, type CreateScheduleInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function createSchedule(input: CreateScheduleInput) {
  return callApi(schedulesApi.create, { body: input });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
