import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format-date';
import { QueryError } from '../../../shared/ui/query-error';
import { useAdminUsers, type AdminUsersParams } from '../api/get-admin-users';
import { useBelow } from '../../../shared/lib/use-below';
import { AdminUserCard } from './admin-user-card';
import { AdminUsersToolbar } from './admin-users-toolbar';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserEditModal } from './user-edit-modal';
import { UserIdentity } from './user-identity';
import type { AdminUserRow } from '@marquee/protocol';

const PAGE_SIZE = 25;

const noMatch = (
  <Text c="dimmed" size="sm" ta="center" py="md">
    No users match these filters.
  </Text>
);

export function AdminUsersTab() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [filters, setFilters] = useState<Omit<AdminUsersParams, 'search' | 'pageSize'>>({
    status: '',
    plan: '',
    sort: '-createdAt',
    page: 1,
  });
  const params = { ...filters, search, pageSize: PAGE_SIZE };
  const users = useAdminUsers(params);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  // A phone gets cards: the table's actions would sit off to the side.
  const phone = useBelow('sm');
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <AdminUsersToolbar
        search={typed}
        filters={params}
        onSearch={(v) => {
          setTyped(v);
          setFilters((f) => ({ ...f, page: 1 }));
        }}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch, page: 1 }))}
      />
      {users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : !users.data ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <Paper withBorder radius="md">
          {phone ? (
            <Stack gap="sm" p="sm" aria-label="Users">
              {users.data.rows.length === 0 && noMatch}
              {users.data.rows.map((user) => (
                <AdminUserCard
                  key={user.id}
                  user={user}
                  onView={() => setViewing(user.id)}
                  onEdit={() => setEditing(user)}
                />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={860} type="native">
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                aria-label="Users"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Locations</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={7}>{noMatch}</Table.Td>
                    </Table.Tr>
                  )}
                  {users.data.rows.map((user) => (
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
                      <Table.Td>
                        <Group gap={6} wrap="nowrap" justify="flex-end">
                          <Button size="xs" variant="default" onClick={() => setViewing(user.id)}>
                            View
                          </Button>
                          <Button size="xs" variant="light" onClick={() => setEditing(user)}>
                            Edit
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="space-between" p="md" gap="sm">
            <Text size="sm" c="dimmed" data-testid="users-total">
              {users.data.total.toLocaleString('en-US')} users
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={filters.page}
              onChange={(page) => setFilters((f) => ({ ...f, page }))}
              siblings={1}
            />
          </Group>
        </Paper>
      )}
      <UserDetailDrawer userId={viewing} onClose={() => setViewing(null)} />
      <UserEditModal user={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
