// Only the back office shows avatars: their stylesheet comes with it (app/mantine-styles.ts).
import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { User } from '@marquee/protocol';

export function UserIdentity({
  user,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'companyName'>;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={name} color="initials" radius="xl" size={34} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {user.companyName}
        </Text>
      </Stack>
    </Group>
  );
}
