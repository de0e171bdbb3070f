import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { LazyEmergencyModal } from './lazy-emergency-modal';

/**
 * Always in the dashboard's header: starting an alert must never be more than a click away. On a
 * phone it is the icon alone, so the company name and the upload ring keep their room.
 */
export function EmergencyButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        color="red"
        size="xs"
        leftSection={<IconAlertTriangle size={16} />}
        onClick={open}
        aria-label="Emergency"
        visibleFrom="sm"
      >
        Emergency
      </Button>
      <Tooltip label="Emergency">
        <ActionIcon color="red" size="lg" aria-label="Emergency" onClick={open} hiddenFrom="sm">
          <IconAlertTriangle size={18} />
        </ActionIcon>
      </Tooltip>
      <LazyEmergencyModal opened={opened} onClose={close} />
    </>
  );
}
