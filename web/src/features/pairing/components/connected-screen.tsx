import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRedirectAt } from '../hooks/use-redirect-after';

interface ConnectedScreenProps {
  locationName: string;
  displayUrl: string;
  /** When to open the player: 2 s after pairing succeeded (epoch ms). */
  redirectAt: number;
}

/** Spec §2: the screen confirms where it belongs, then opens its player by itself. */
export function ConnectedScreen({ locationName, displayUrl, redirectAt }: ConnectedScreenProps) {
  useRedirectAt(displayUrl, redirectAt);
  return (
    <Stack align="center" gap="lg" ta="center" data-testid="pairing-connected" role="status">
      <ThemeIcon size={120} radius={120} color="teal" variant="light">
        <IconCircleCheck size={80} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="clamp(32px, 5vw, 56px)">
        Connected
      </Title>
      <Text fz="clamp(18px, 2.4vw, 28px)">
        This screen now plays{' '}
        <Text span inherit fw={700} data-testid="pairing-location-name">
          {locationName}
        </Text>
      </Text>
      <Stack align="center" gap={8}>
        <Loader size="sm" type="dots" />
        <Text c="dimmed" fz="clamp(14px, 1.6vw, 20px)">
          Starting the player…
        </Text>
      </Stack>
    </Stack>
  );
}
