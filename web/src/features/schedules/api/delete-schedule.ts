import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { invalidateSchedules } from './invalidate-schedules';

export function deleteSchedule(id: number): Promise<void> {
  return apiRequest<void>(`/api/schedules/${id}`, { method: 'DELETE' });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
