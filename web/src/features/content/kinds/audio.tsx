import { Center } from '@mantine/core';
import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

export const audioDashboard: DashboardKind = {
  ...KIND_LOOKS.audio,
  Preview: ({ item }) => (
    <Center py="lg">
      <audio src={item.fileUrl ?? undefined} controls aria-label={item.originalName} />
    </Center>
  ),
};
