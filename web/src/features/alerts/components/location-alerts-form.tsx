import { Button, Group, NumberInput, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { locationAlertsSchema, type LocationAlerts } from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useLocationAlerts, useSaveLocationAlerts } from '../api/alerts-api';

/** A location's alerts: a screen dark for N minutes, a screen that cannot show a file. */
export function LocationAlertsForm({ locationId }: { locationId: number }) {
  const alerts = useLocationAlerts(locationId);
  if (!alerts.data) return alerts.isPending ? <Skeleton h={36} /> : null;
  return <AlertsForm locationId={locationId} initial={alerts.data} />;
}

function AlertsForm({ locationId, initial }: { locationId: number; initial: LocationAlerts }) {
  const save = useSaveLocationAlerts(locationId);
  const form = useForm({
    mode: 'controlled',
    initialValues: initial,
    validate: zod4Resolver(locationAlertsSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty(saved);
        notify.success('Alerts saved', 'You will hear about this location’s screens.');
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.errors);
        notify.error('Error', 'Failed to save the alerts');
      },
    }),
  );
  return (
    <Paper withBorder radius="sm" p="xs" mt="xs">
      <form onSubmit={submit} noValidate aria-label="Alerts">
        <Stack gap={6}>
          <Text size="xs" fw={600}>
            Alerts (by email and webhook, set in Settings)
          </Text>
          <Group gap="sm" wrap="wrap" align="center">
            <Switch
              size="xs"
              label="A screen is offline for more than"
              {...form.getInputProps('offlineEnabled', { type: 'checkbox' })}
            />
            <NumberInput
              size="xs"
              w={90}
              min={1}
              suffix=" min"
              aria-label="Minutes offline before an alert"
              disabled={!form.values.offlineEnabled}
              {...form.getInputProps('offlineMinutes')}
            />
          </Group>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Switch
              size="xs"
              label="A screen cannot play a file"
              {...form.getInputProps('mediaErrorsEnabled', { type: 'checkbox' })}
            />
            <Button
              size="compact-xs"
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
            >
              Save alerts
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
