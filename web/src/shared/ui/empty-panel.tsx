import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A bordered empty state: no data yet, or a part of the product that ships later. */
export function EmptyPanel({ icon, title, description, children }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="md" py={56} px="lg">
      <EmptyState variant="light" size="lg" icon={icon} title={title} description={description}>
        {children}
      </EmptyState>
    </Paper>
  );
}
