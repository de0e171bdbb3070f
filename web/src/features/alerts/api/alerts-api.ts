import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertChannels,
  AlertChannelsInput,
  AlertDelivery,
  LocationAlerts,
} from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

const locationAlertsKey = (locationId: number) => ['location-alerts', locationId] as const;
const channelsKey = ['alert-channels'] as const;

export function useLocationAlerts(locationId: number) {
  return useQuery({
    queryKey: locationAlertsKey(locationId),
    queryFn: ({ signal }) =>
      apiRequest<LocationAlerts>(`/api/locations/${locationId}/alerts`, { signal }),
  });
}

export function useSaveLocationAlerts(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationAlerts) =>
      apiRequest<LocationAlerts>(`/api/locations/${locationId}/alerts`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(locationAlertsKey(locationId), saved),
  });
}

export function useAlertChannels() {
  return useQuery({
    queryKey: channelsKey,
    queryFn: ({ signal }) => apiRequest<AlertChannels>('/api/alerts/channels', { signal }),
  });
}

export function useSaveAlertChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertChannelsInput) =>
      apiRequest<AlertChannels>('/api/alerts/channels', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(channelsKey, saved),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AlertChannels>('/api/alerts/channels/secret', { method: 'POST' }),
    onSuccess: (saved) => queryClient.setQueryData(channelsKey, saved),
  });
}

export function useAlertDeliveries() {
  return useQuery({
    queryKey: ['alert-deliveries'],
    queryFn: ({ signal }) => apiRequest<AlertDelivery[]>('/api/alerts/deliveries', { signal }),
    refetchInterval: 30_000,
  });
}
