import { IconVideo } from '@tabler/icons-react';
import type { DashboardKind } from './dashboard-kind';

export const videoDashboard: DashboardKind = {
  icon: IconVideo,
  Preview: ({ item }) => (
    <video
      src={item.fileUrl ?? undefined}
      poster={item.thumbnailUrl ?? undefined}
      controls
      style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
      aria-label={item.originalName}
    />
  ),
};
