import { Badge } from '@mantine/core';
import type { AccountStatus, Role } from '@marquee/protocol';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={role === 'admin' ? 'violet' : 'gray'} radius="sm">
      {role === 'admin' ? 'Admin' : 'Client'}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AccountStatus }) {
  return (
    <Badge variant="dot" color={status === 'active' ? 'teal' : 'red'} radius="sm">
      {status === 'active' ? 'Active' : 'Suspended'}
    </Badge>
  );
}
