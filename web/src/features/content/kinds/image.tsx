import { Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { DashboardKind } from './dashboard-kind';

export const imageDashboard: DashboardKind = {
  icon: IconPhoto,
  Preview: ({ item }) => (
    <Image src={item.fileUrl ?? undefined} alt={item.originalName} fit="contain" mah="70vh" />
  ),
};
