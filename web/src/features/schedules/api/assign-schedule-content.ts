import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleContentAssignment } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

/** 409 when the item is already assigned to the schedule. */
export function assignScheduleContent(
  input: ScheduleContentAssignment,
): Promise<ScheduleContentAssignment> {
  return apiRequest<ScheduleContentAssignment>('/api/schedule-content', {
    method: 'POST',
    body: input,
  });
}

export function useAssignScheduleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignScheduleContent,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
