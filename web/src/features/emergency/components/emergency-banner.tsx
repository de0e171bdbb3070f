import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEmergency } from '../api/get-emergency';
import { OWN_EMERGENCY } from '../api/emergency-scope';
import { LazyEmergencyModal } from './lazy-emergency-modal';

/** While any alert is on, every dashboard page says so, with the way to clear it. */
export function EmergencyBanner() {
  const state = useEmergency(OWN_EMERGENCY);
  const [opened, { open, close }] = useDisclosure(false);
  const active = state.data?.active ?? [];
  if (active.length === 0) return null;
  return (
    <>
      <Alert
        color="red"
        variant="filled"
        icon={<IconAlertTriangle />}
        data-testid="emergency-banner"
        title={
          active.length === 1
            ? 'Emergency alert on screens'
            : `${active.length} emergency alerts on screens`
        }
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {active[0]!.message}
          </Text>
          <Button size="xs" color="dark" onClick={open}>
            Manage or clear
          </Button>
        </Group>
      </Alert>
      <LazyEmergencyModal opened={opened} onClose={close} />
    </>
  );
}
