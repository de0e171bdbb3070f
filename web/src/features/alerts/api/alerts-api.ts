import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertsApi, type AlertChannelsInput, type LocationAlerts } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

const locationAlertsKey = (locationId: number) => ['location-alerts', locationId] as const;
const channelsKey = ['alert-channels'] as const;

export function useLocationAlerts(locationId: number) {
  return useQuery({
    queryKey: locationAlertsKey(locationId),
    queryFn: ({ signal }) =>
      callApi(alertsApi.locationRules, { params: { id: locationId }, signal }),
  });
}

export function useSaveLocationAlerts(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationAlerts) =>
      callApi(alertsApi.saveLocationRules, { params: { id: locationId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(locationAlertsKey(locationId), saved),
  });
}

export function useAlertChannels() {
  return useQuery({
    queryKey: channelsKey,
    queryFn: ({ signal }) => callApi(alertsApi.channels, { signal }),
  });
}

export function useSaveAlertChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertChannelsInput) => callApi(alertsApi.saveChannels, { body }),
    onSuccess: (saved) => queryClient.setQueryData(channelsKey, saved),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(alertsApi.rotateSecret),
    onSuccess: (saved) => queryClient.setQueryData(channelsKey, saved),
  });
}

export function useAlertDeliveries() {
  return useQuery({
    queryKey: ['alert-deliveries'],
    queryFn: ({ signal }) => callApi(alertsApi.deliveries, { signal }),
    refetchInterval: 30_000,
  });
}
