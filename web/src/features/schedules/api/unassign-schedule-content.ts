import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi, type ScheduleContentAssignment } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function unassignScheduleContent({ scheduleId, contentItemId }: ScheduleContentAssignment) {
  return callApi(schedulesApi.unassign, {
    params: { id: scheduleId, contentId: contentItemId },
  });
}

export function useUnassignScheduleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignScheduleContent,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
