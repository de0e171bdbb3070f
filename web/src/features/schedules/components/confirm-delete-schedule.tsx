import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Schedule } from '@marquee/protocol';

export function confirmDeleteSchedule(schedule: Schedule, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete ${schedule.name}?`,
    centered: true,
    children: (
      <Text size="sm">
        The schedule <strong>{schedule.name}</strong> and its content assignments are removed, and
        screens stop playing it at once. The content itself stays in your library.
      </Text>
    ),
    labels: { confirm: 'Delete Schedule', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
