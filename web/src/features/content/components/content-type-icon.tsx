import { IconFileText } from '@tabler/icons-react';
import type { ContentType } from '@marquee/protocol';
import { dashboardKind } from '../kinds';

export function ContentTypeIcon({ type, size = 40 }: { type: ContentType; size?: number }) {
  const Icon = dashboardKind(type)?.icon ?? IconFileText;
  return <Icon size={size} stroke={1.4} aria-hidden />;
}
