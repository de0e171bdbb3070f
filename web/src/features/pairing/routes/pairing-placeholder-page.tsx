import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** /pair-display and /display ship with screen pairing; until then they say so plainly. */
export function PairingPlaceholderPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={420}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconDeviceTv size={34} />
        </ThemeIcon>
        <Title order={1} fz="xl">
          Screen pairing arrives in a coming release
        </Title>
        <Text c="dimmed">
          Soon you will connect a display here with the 6-digit code from your dashboard.
        </Text>
        <Button component={Link} to="/" variant="default">
          Go to Marquee
        </Button>
      </Stack>
    </Center>
  );
}
