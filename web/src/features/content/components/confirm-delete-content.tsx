import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ContentItem } from '@marquee/protocol';

export function confirmDeleteContent(item: ContentItem, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete ${item.originalName}?`,
    centered: true,
    children: (
      <Text size="sm">
        This permanently deletes <strong>{item.originalName}</strong> from your library and removes
        it from every location&apos;s playlist. Screens stop showing it. This cannot be undone.
      </Text>
    ),
    labels: { confirm: 'Delete Content', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
