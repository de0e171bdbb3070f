import { Modal } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { lazy, Suspense } from 'react';
import { SectionLoader } from '../../../shared/ui/section-loader';

// The forms (inputs, the alert channels' multi-select) come when the dialog first opens: the
// dashboard's first paint does not carry them.
const SettingsSections = lazy(() =>
  import('./settings-sections').then((m) => ({ default: m.SettingsSections })),
);

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  user: User;
}

export function SettingsModal({ opened, onClose, user }: SettingsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Settings" size="lg" centered>
      <Suspense fallback={<SectionLoader />}>
        <SettingsSections user={user} />
      </Suspense>
    </Modal>
  );
}
