import { Box, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import classes from './dashboard-layout.module.css';

interface DashboardLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

export function DashboardLayout({ title, subtitle, actions, children }: DashboardLayoutProps) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="md" wrap="nowrap" miw={0}>
              <Box visibleFrom="xs">
                <BrandLogo size="sm" />
              </Box>
              <Box className={classes.divider} visibleFrom="xs" />
              <Stack gap={0} miw={0}>
                <Text fw={700} truncate="end" data-testid="dashboard-title">
                  {title}
                </Text>
                {subtitle && (
                  <Text size="xs" c="dimmed" truncate="end">
                    {subtitle}
                  </Text>
                )}
              </Stack>
            </Group>
            {/* The actions keep their size; the title gives way and ends in an ellipsis. */}
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {actions}
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}
