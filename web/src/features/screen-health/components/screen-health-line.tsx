import { Anchor, Group, List, Popover, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { timeAgo } from '../../../shared/lib/time-ago';
import { useScreenHealth } from '../api/get-screen-health';
import { UptimeBar } from './uptime-bar';

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(1)} GB free`;

/** Under a screen's name: uptime over 7 days, what its player reported, and its recent errors. */
export function ScreenHealthLine({
  locationId,
  displayId,
}: {
  locationId: number;
  displayId: number;
}) {
  const { data: health } = useScreenHealth(locationId, displayId);
  if (!health) return null;
  const facts = [
    health.playerVersion ? `Player ${health.playerVersion}` : null,
    health.cacheFreeBytes !== null ? gigabytes(health.cacheFreeBytes) : null,
  ].filter(Boolean);
  return (
    <Group gap="sm" wrap="wrap" data-testid="screen-health">
      <UptimeBar share={health.uptime7d} />
      {facts.length > 0 && (
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      {health.errors.length > 0 && (
        <Popover width={320} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <Anchor component="button" type="button" size="xs" c="red.7">
              <Group gap={4} wrap="nowrap">
                <IconAlertTriangle size={14} />
                {health.errors.length === 1
                  ? '1 recent error'
                  : `${health.errors.length} recent errors`}
              </Group>
            </Anchor>
          </Popover.Target>
          <Popover.Dropdown>
            <List size="xs" spacing={4}>
              {health.errors.slice(0, 10).map((e) => (
                <List.Item key={`${e.at}-${e.file}`}>
                  <Text size="xs" fw={600} span>
                    {e.file}
                  </Text>{' '}
                  <Text size="xs" span>
                    {e.error}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {timeAgo(e.at)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
