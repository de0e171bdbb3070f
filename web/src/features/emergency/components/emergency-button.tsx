import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmergencyModal } from './emergency-modal';

/** Always in the dashboard's header: starting an alert must never be more than a click away. */
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
      >
        Emergency
      </Button>
      <EmergencyModal opened={opened} onClose={close} />
    </>
  );
}
