import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <Text
          fz={96}
          fw={900}
          lh={1}
          variant="gradient"
          gradient={{ from: 'indigo', to: 'violet' }}
        >
          404
        </Text>
        <Title order={1} fz="xl">
          Page not found
        </Title>
        <Text c="dimmed">
          The page you are looking for does not exist or has moved. Check the address, or head back
          to the start.
        </Text>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />}>
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
