import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminUserRow } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserIdentity } from './user-identity';

interface AdminUserCardProps {
  user: AdminUserRow;
  onView: () => void;
  onEdit: () => void;
}

/** A user on a phone: the table row's columns stacked, View and Edit in view. */
export function AdminUserCard({ user, onView, onEdit }: AdminUserCardProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="admin-user-row">
      <Stack gap="xs">
        <UserIdentity user={user} />
        <Text size="sm" truncate="end">
          {user.email}
        </Text>
        <Group gap={6}>
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
          <Badge variant="outline" color="gray" radius="sm">
            {user.locationCount} {user.locationCount === 1 ? 'location' : 'locations'}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            Joined {formatDate(user.createdAt)}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="default" onClick={onView}>
              View
            </Button>
            <Button size="xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
