import { Modal } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { SettingsSections } from './settings-sections';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  user: User;
}

/** Loaded when first opened (settings-button.tsx), forms and all. */
export function SettingsModal({ opened, onClose, user }: SettingsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Settings" size="lg" centered>
      <SettingsSections user={user} />
    </Modal>
  );
}
