import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';

interface ClaimLocationChooserProps {
  code: string;
  locations: Location[];
  onChoose: (location: Location) => void;
  onClose: () => void;
}

/**
 * A screen's QR code (TV flow) says which screen, not which location: with several
 * locations the owner picks one first, then confirms in its Connect dialog.
 */
export function ClaimLocationChooser({
  code,
  locations,
  onChoose,
  onClose,
}: ClaimLocationChooserProps) {
  const usable = locations.filter((l) => !l.isSuspended);
  return (
    <Modal opened onClose={onClose} title="Connect a screen" centered>
      <Stack gap="md">
        <Text size="sm">
          A screen is showing the code <strong>{code}</strong>. Which location should it play?
        </Text>
        {usable.length === 0 ? (
          <Text size="sm" c="dimmed">
            Create a location first, then press Connect next to it and type the code.
          </Text>
        ) : (
          <Stack gap="xs">
            {usable.map((location) => (
              <Button
                key={location.id}
                variant="default"
                justify="flex-start"
                leftSection={<IconMapPin size={16} />}
                onClick={() => onChoose(location)}
              >
                {location.name}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
