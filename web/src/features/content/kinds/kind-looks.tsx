import {
  IconFileText,
  IconMusic,
  IconPhoto,
  IconSpeakerphone,
  IconVideo,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import type { AnnouncementSlideData, ContentItem, ContentKindId } from '@marquee/protocol';
import { AnnouncementSlide } from '../../../shared/ui/announcement-slide';

/**
 * How a kind looks in a list: its icon and, for items drawn live, a thumbnail. Kept apart from
 * the kinds' forms and previews so the Overview (Now playing) shows thumbnails without
 * downloading the content editors' inputs.
 */
export interface KindLook {
  icon: Icon;
  /** The picture when the item has no thumbnail file (a slide drawn live). */
  Thumbnail?: (props: { item: ContentItem }) => React.ReactNode;
}

export const KIND_LOOKS: Record<ContentKindId, KindLook> = {
  image: { icon: IconPhoto },
  video: { icon: IconVideo },
  audio: { icon: IconMusic },
  document: { icon: IconFileText },
  'web-page': { icon: IconWorldWww },
  'announcement-slide': {
    icon: IconSpeakerphone,
    Thumbnail: ({ item }) => {
      const data = item.data as AnnouncementSlideData | null;
      return data ? <AnnouncementSlide data={data} /> : null;
    },
  },
};

/** Undefined for a kind this dashboard does not know yet (a newer server's). */
export const kindLook = (id: string): KindLook | undefined =>
  Object.hasOwn(KIND_LOOKS, id) ? KIND_LOOKS[id as ContentKindId] : undefined;
