import type { SlotView } from './slot-view-props';

/** A muted video, buffered before it is shown; the slot ends with it. */
export const videoView: SlotView = {
  readyOnMount: false,
  endsWithMedia: true,
  View: ({ src, media, mediaEvents, onReady }) => (
    <video
      ref={media}
      className="fill"
      src={src}
      muted
      playsInline
      preload="auto"
      onCanPlay={onReady}
      {...mediaEvents}
    />
  ),
};
