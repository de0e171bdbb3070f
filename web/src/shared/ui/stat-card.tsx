import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: MantineColor;
  hint?: ReactNode;
  loading?: boolean;
}

export function StatCard({ label, value, icon, color = 'indigo', hint, loading }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={label} role="group">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={34} w={72} mt={6} />
          ) : (
            <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.2} mt={4} data-testid="stat-value">
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt="sm">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
