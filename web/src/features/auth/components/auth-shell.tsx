import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import classes from './auth-shell.module.css';

interface AuthShellProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <Box className={classes.page}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Marquee home">
              <BrandLogo size="lg" />
            </Anchor>
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 32 }}>
            <Title order={1} fz={26} ta="center">
              {title}
            </Title>
            <Text c="dimmed" size="sm" ta="center" mt={6} mb="lg">
              {subtitle}
            </Text>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
