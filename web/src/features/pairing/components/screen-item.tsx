import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlugConnectedX } from '@tabler/icons-react';
import type { Display } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { useRevokeDisplay } from '../api/revoke-display';
import { timeAgo } from '../../../shared/lib/time-ago';
import { confirmRevokeScreen } from './confirm-revoke-screen';
import { OnlineDot } from './online-dot';
import { ScreenHealthLine } from '../../screen-health';

interface ScreenItemProps {
  display: Display;
  /** When the list was fetched: 'last seen' is relative to that, so it moves on with each refetch. */
  now: number;
  onRename: (display: Display) => void;
}

export function ScreenItem({ display, now, onRename }: ScreenItemProps) {
  const revoke = useRevokeDisplay();
  const { name, online, resolution, lastSeenAt, showing } = display;
  const seen = online
    ? 'Online'
    : lastSeenAt
      ? `Last seen ${timeAgo(lastSeenAt, now)}`
      : 'Not connected yet';

  const askRevoke = () =>
    confirmRevokeScreen(display, () =>
      // The promise, not mutate's callbacks: this row unmounts as soon as the list drops it.
      revoke.mutateAsync(display).then(
        () => notify.success('Screen revoked', `${name} no longer plays content.`),
        () => notify.error('Error', 'Failed to revoke screen'),
      ),
    );

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      data-testid="screen-item"
      data-online={online}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <OnlineDot online={online} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[
              seen,
              resolution,
              showing && online
                ? showing.error
                  ? `Could not show ${showing.name}: ${showing.error}`
                  : `Showing ${showing.name}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <ScreenHealthLine locationId={display.locationId} displayId={display.id} />
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Rename">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Rename ${name}`}
            onClick={() => onRename(display)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Revoke">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Revoke ${name}`}
            onClick={askRevoke}
            loading={revoke.isPending}
          >
            <IconPlugConnectedX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
