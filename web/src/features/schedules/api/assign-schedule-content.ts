import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi, type ScheduleContentAssignment } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

/** 409 when the item is already assigned to the schedule. */
export function assignScheduleContent(input: ScheduleContentAssignment) {
  return callApi(schedulesApi.assign, { body: input });
}

export function useAssignScheduleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignScheduleContent,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
