import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

export const videoDashboard: DashboardKind = {
  ...KIND_LOOKS.video,
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
