import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Display } from '@marquee/protocol';

/** Revoking cannot be undone: the screen must be paired again, so say so before doing it. */
export function confirmRevokeScreen(display: Display, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Revoke ${display.name}?`,
    centered: true,
    children: (
      <Text size="sm">
        <strong>{display.name}</strong> stops playing at once and goes back to its pairing page. To
        use it again, pair it anew with Connect.
      </Text>
    ),
    labels: { confirm: 'Revoke', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
