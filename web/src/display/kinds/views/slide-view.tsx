import { useEffect } from 'react';
import type { AnnouncementSlideData } from '@marquee/protocol/player';
import { AnnouncementSlide } from '../../../shared/ui/announcement-slide';
import type { SlotView } from './slot-view-props';

function SlideView({ slot, src, onReady, onFailed }: Parameters<SlotView['View']>[0]) {
  const data = slot.item.data as AnnouncementSlideData | undefined;
  // Shown once its background image (the slot's file, cached like any other) is decoded.
  useEffect(() => {
    if (!data) return onFailed();
    if (!src) return onReady();
    const img = new Image();
    img.src = src;
    // A background that will not load leaves the slide on its colour rather than off the screen.
    void img.decode().then(onReady, onReady);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, data]);
  if (!data) return null;
  return <AnnouncementSlide data={data} backgroundUrl={src || null} />;
}

/** An announcement slide laid out as HTML at the screen's own resolution. */
export const slideView: SlotView = { readyOnMount: false, endsWithMedia: false, View: SlideView };
