import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Location } from '@marquee/protocol';

/** Deleting cannot be undone, so the prompt spells out everything that goes with it. */
export function confirmDeleteLocation(location: Location, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete ${location.name}?`,
    centered: true,
    children: (
      <>
        <Text size="sm">
          This permanently deletes the location <strong>{location.name}</strong> and with it:
        </Text>
        <List size="sm" mt="xs" withPadding>
          <List.Item>its playlist (your content stays in your library)</List.Item>
          <List.Item>its schedules</List.Item>
          <List.Item>its paired screens, which stop playing</List.Item>
        </List>
        <Text size="sm" mt="sm">
          Billing for this location stops. This cannot be undone.
        </Text>
      </>
    ),
    labels: { confirm: 'Delete Location', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
