import { Badge, Paper, Skeleton, Table, Text } from '@mantine/core';
import { formatDate } from '../../../shared/lib/format-date';
import { QueryError } from '../../../shared/ui/query-error';
import { useAdminUsers } from '../api/get-admin-users';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserIdentity } from './user-identity';

export function AdminUsersTab() {
  const users = useAdminUsers();
  if (users.isPending) return <Skeleton h={240} radius="md" />;
  if (users.isError) return <QueryError error={users.error} onRetry={() => void users.refetch()} />;

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Locations</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    No users yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {users.data.map((user) => (
              <Table.Tr key={user.id} data-testid="admin-user-row">
                <Table.Td>
                  <UserIdentity user={user} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray" radius="sm">
                    {user.locationCount}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={user.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
