import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { logout } from '../api/logout';

export function LogoutButton() {
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} />}
        onClick={logout}
        visibleFrom="sm"
      >
        Logout
      </Button>
      <Tooltip label="Logout">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Logout"
          onClick={logout}
          hiddenFrom="sm"
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
