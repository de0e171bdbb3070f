import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { useBelow } from '../../../shared/lib/use-below';
import { StatusBadge } from './user-badges';
import { UserIdentity } from './user-identity';

export function LatestRegistrations({ users }: { users: User[] }) {
  // A phone stacks each registration: four columns would hide the last two off to the side.
  const phone = useBelow('sm');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md" id="latest-registrations-title">
        Latest Registrations
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No registrations yet.
        </Text>
      ) : phone ? (
        <Stack gap="md" aria-labelledby="latest-registrations-title">
          {users.map((user) => (
            <Stack key={user.id} gap={4}>
              <UserIdentity user={user} />
              <Text size="sm" truncate="end">
                {user.email}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  Joined {formatDate(user.createdAt)}
                </Text>
                <StatusBadge status={user.status} />
              </Group>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="sm" aria-labelledby="latest-registrations-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <UserIdentity user={user} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
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
      )}
    </Paper>
  );
}
