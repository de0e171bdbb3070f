import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBroadcast,
  IconDeviceTv,
  IconEye,
  IconPlayerPlay,
  IconPlayerStop,
} from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';
import { useToggleDisplay, LocationStatusBadge } from '../../locations';
import { openFullScreen, openPreview } from '../lib/display-urls';

interface DisplayPreviewListProps {
  locations: Location[];
  onConnectDisplay: (location: Location) => void;
}

export function DisplayPreviewList({ locations, onConnectDisplay }: DisplayPreviewListProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="region"
      aria-label="Display Preview"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg">
            Display Preview
          </Title>
          <Text size="sm" c="dimmed">
            Start or stop each location&apos;s screens, preview them, or connect a new display.
          </Text>
        </div>
        {locations.map((location) => (
          <DisplayRow key={location.id} location={location} onConnectDisplay={onConnectDisplay} />
        ))}
      </Stack>
    </Paper>
  );
}

function DisplayRow({
  location,
  onConnectDisplay,
}: {
  location: Location;
  onConnectDisplay: (location: Location) => void;
}) {
  const { id, name, isActive, isSuspended } = location;

  const { toggle, pending: toggling } = useToggleDisplay(location);

  return (
    <Paper withBorder radius="sm" p="xs" shadow="none" data-testid="display-preview-row">
      <Group justify="space-between" gap="xs">
        {/* The screens badge drops below the name rather than cut it short. */}
        <Group gap="xs" style={{ minWidth: 0 }}>
          <IconDeviceTv size={20} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          <LocationStatusBadge location={location} withScreens />
        </Group>
        <Group gap={6}>
          <Button
            size="xs"
            variant="light"
            color={isActive ? 'orange' : 'teal'}
            leftSection={isActive ? <IconPlayerStop size={14} /> : <IconPlayerPlay size={14} />}
            onClick={toggle}
            loading={toggling}
            disabled={isSuspended}
            aria-label={`${isActive ? 'Stop' : 'Start'} ${name}`}
          >
            {isActive ? 'Stop' : 'Start'}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} />}
            disabled={isSuspended}
            onClick={() => openPreview(id)}
            aria-label={`Preview ${name} display`}
          >
            Preview
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDeviceTv size={14} />}
            disabled={isSuspended}
            onClick={() => onConnectDisplay(location)}
            aria-label={`Connect a display to ${name}`}
          >
            Connect
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBroadcast size={14} />}
            disabled={isSuspended}
            onClick={() => openFullScreen(id)}
            aria-label={`Open ${name} live display`}
          >
            Live
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
