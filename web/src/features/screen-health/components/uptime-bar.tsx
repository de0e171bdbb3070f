import { Group, Progress, Text, Tooltip } from '@mantine/core';

/** The share of the last 7 days a screen was online, as a small bar. */
export function UptimeBar({ share }: { share: number }) {
  const percent = Math.round(share * 1000) / 10;
  const color = share >= 0.99 ? 'teal' : share >= 0.9 ? 'yellow' : 'red';
  return (
    <Tooltip label="Online over the last 7 days">
      <Group gap={6} wrap="nowrap" data-testid="uptime-7d">
        <Progress value={percent} color={color} size="sm" w={72} aria-label="Uptime, 7 days" />
        <Text size="xs" c="dimmed">
          {percent}%
        </Text>
      </Group>
    </Tooltip>
  );
}
