import { IconFileText, IconMusic, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { ContentType } from '@marquee/protocol';

const ICONS = { image: IconPhoto, video: IconVideo, audio: IconMusic, document: IconFileText };

export function ContentTypeIcon({ type, size = 40 }: { type: ContentType; size?: number }) {
  const Icon = ICONS[type] ?? IconFileText;
  return <Icon size={size} stroke={1.4} aria-hidden />;
}

export const CONTENT_TYPE_LABEL: Record<ContentType, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
};
