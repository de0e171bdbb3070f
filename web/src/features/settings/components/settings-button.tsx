import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import type { User } from '@marquee/protocol';
import { lazy } from 'react';
import { MountWhenOpened } from '../../../shared/ui/mount-when-opened';

const SettingsModal = lazy(() =>
  import('./settings-modal').then((m) => ({ default: m.SettingsModal })),
);

export function SettingsButton({ user }: { user: User }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Settings">
        <ActionIcon variant="default" size="lg" aria-label="Settings" onClick={modal.open}>
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
      <MountWhenOpened opened={opened}>
        <SettingsModal opened={opened} onClose={modal.close} user={user} />
      </MountWhenOpened>
    </>
  );
}
