import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';

/** A brand-new account has nothing to show yet: point it at the first real step. */
export function GetStartedCard({ onGoToLocations }: { onGoToLocations: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="indigo.0">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md">
            <IconRocket size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              Welcome to Marquee
            </Title>
            <Text size="sm" c="dimmed">
              Create your first location: a store, lobby or waiting room where your screens hang.
            </Text>
          </div>
        </Group>
        <Button rightSection={<IconArrowRight size={16} />} onClick={onGoToLocations}>
          Go to Locations
        </Button>
      </Group>
    </Paper>
  );
}
