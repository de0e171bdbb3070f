import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleContentAssignment } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function unassignScheduleContent({
  scheduleId,
  contentItemId,
}: ScheduleContentAssignment): Promise<void> {
  return apiRequest<void>(`/api/schedules/${scheduleId}/content/${contentItemId}`, {
    method: 'DELETE',
  });
}

export function useUnassignScheduleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignScheduleContent,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
