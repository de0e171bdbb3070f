import { Image } from '@mantine/core';
import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

export const imageDashboard: DashboardKind = {
  ...KIND_LOOKS.image,
  Preview: ({ item }) => (
    <Image src={item.fileUrl ?? undefined} alt={item.originalName} fit="contain" mah="70vh" />
  ),
};
