import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import {
  EMERGENCY_MESSAGE_MAX_LENGTH,
  EMERGENCY_PRESETS_MAX,
  startEmergencySchema,
  type EmergencyAlert,
  type EmergencySeverity,
} from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { formatDate } from '../../../shared/lib/format-date';
import { useEmergency } from '../api/get-emergency';
import { useStartEmergency } from '../api/start-emergency';
import { useClearEmergency } from '../api/clear-emergency';
import { useAddPreset, useRemovePreset } from '../api/emergency-presets';
import type { EmergencyScope } from '../api/emergency-scope';

export const SEVERITY_COLOURS: Record<EmergencySeverity, string> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

interface Props {
  scope: EmergencyScope;
  locations: { id: number; name: string }[];
}

/** Start and clear alerts on an account's screens; the owner also stages messages here. */
export function EmergencyPanel({ scope, locations }: Props) {
  const state = useEmergency(scope);
  const start = useStartEmergency(scope);
  const clear = useClearEmergency(scope);
  const addPreset = useAddPreset();
  const removePreset = useRemovePreset();
  const [message, setMessage] = useState('');
  const [severity, setSeverity] = useState<EmergencySeverity>('critical');
  const [everywhere, setEverywhere] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (id: number) => locations.find((l) => l.id === id)?.name ?? `#${id}`;
  const where = (a: EmergencyAlert) =>
    a.locationIds === null ? 'All locations' : a.locationIds.map(nameOf).join(', ');

  const input = {
    message,
    severity,
    locationIds: everywhere ? null : chosen.map(Number),
  };
  const onStart = () => {
    const checked = startEmergencySchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the alert');
      return;
    }
    setError(null);
    start.mutate(input, {
      onSuccess: () => {
        notify.success('Alert started', 'Screens are showing it now.');
        setMessage('');
      },
      onError: (err) => setError(isApiError(err) ? err.message : 'Could not start the alert'),
    });
  };
  const onSavePreset = () =>
    addPreset.mutate(
      { message, severity },
      {
        onSuccess: () => notify.success('Saved', 'The message is staged on every screen.'),
        onError: (err) => setError(isApiError(err) ? err.message : 'Could not save the message'),
      },
    );

  const active = state.data?.active ?? [];
  const presets = state.data?.presets ?? [];
  return (
    <Stack gap="md">
      {active.map((a) => (
        <Alert
          key={a.id}
          color={SEVERITY_COLOURS[a.severity]}
          variant="filled"
          icon={<IconAlertTriangle />}
          title={`Active ${a.severity} alert · ${where(a)}`}
          data-testid="active-alert"
        >
          <Stack gap="xs">
            <Text style={{ whiteSpace: 'pre-line' }}>{a.message}</Text>
            <Group justify="space-between" wrap="wrap">
              <Text size="xs">
                Started {formatDate(a.startedAt)} {new Date(a.startedAt).toLocaleTimeString()} by{' '}
                {a.startedBy}
              </Text>
              <Button
                size="xs"
                color="dark"
                onClick={() => clear.mutate(a.id)}
                loading={clear.isPending && clear.variables === a.id}
              >
                Clear alert
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={5}>Start an alert</Title>
          <Textarea
            label="Message"
            placeholder="Fire: evacuate the building"
            autosize
            minRows={2}
            maxLength={EMERGENCY_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={error}
          />
          <SegmentedControl
            aria-label="Severity"
            data={[
              { value: 'info', label: 'Info' },
              { value: 'warning', label: 'Warning' },
              { value: 'critical', label: 'Critical' },
            ]}
            value={severity}
            onChange={(v) => setSeverity(v as EmergencySeverity)}
          />
          <Switch
            label="All locations"
            checked={everywhere}
            onChange={(e) => setEverywhere(e.currentTarget.checked)}
          />
          {everywhere ? null : (
            <MultiSelect
              label="Locations"
              placeholder="Choose locations"
              data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
              value={chosen}
              onChange={setChosen}
              searchable
            />
          )}
          <Group justify="flex-end" gap="xs">
            {scope.kind === 'own' ? (
              <Button
                variant="default"
                onClick={onSavePreset}
                loading={addPreset.isPending}
                disabled={!message.trim() || presets.length >= EMERGENCY_PRESETS_MAX}
              >
                Save as pre-staged
              </Button>
            ) : null}
            <Button color="red" onClick={onStart} loading={start.isPending}>
              Start alert
            </Button>
          </Group>
        </Stack>
      </Paper>

      {scope.kind === 'own' ? (
        <Stack gap="xs">
          <Title order={5}>Pre-staged messages</Title>
          <Text size="sm" c="dimmed">
            Kept on every screen. If the network is down, Ctrl+Alt+1…9 on a screen&apos;s keyboard
            shows message 1…9 and Ctrl+Alt+0 clears it.
          </Text>
          {presets.length === 0 ? (
            <Text size="sm">None yet: write a message above and save it.</Text>
          ) : (
            presets.map((p, i) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" data-testid="preset">
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Badge variant="light" color="gray">
                      Ctrl+Alt+{i + 1}
                    </Badge>
                    <Badge color={SEVERITY_COLOURS[p.severity]}>{p.severity}</Badge>
                  </Group>
                  <Text size="sm" lineClamp={2}>
                    {p.message}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => {
                      setMessage(p.message);
                      setSeverity(p.severity);
                    }}
                  >
                    Use
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete staged alert ${i + 1}`}
                    onClick={() => removePreset.mutate(p.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
