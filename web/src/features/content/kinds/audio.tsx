import { Center } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import type { DashboardKind } from './dashboard-kind';

export const audioDashboard: DashboardKind = {
  icon: IconMusic,
  Preview: ({ item }) => (
    <Center py="lg">
      <audio src={item.fileUrl ?? undefined} controls aria-label={item.originalName} />
    </Center>
  ),
};
