import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleInput, Schedule } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function createSchedule(input: CreateScheduleInput): Promise<Schedule> {
  return apiRequest<Schedule>('/api/schedules', { method: 'POST', body: input });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
