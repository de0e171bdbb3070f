import type { SlotView } from './slot-view-props';

/** A picture (an image, or a rendered page), decoded before it is shown. */
export const imageView: SlotView = {
  readyOnMount: false,
  endsWithMedia: false,
  View: ({ slot, src, onReady, onFailed }) => (
    <img
      className="fill"
      src={src}
      alt={slot.item.originalName}
      decoding="async"
      onLoad={(e) => void e.currentTarget.decode().then(onReady, onReady)}
      onError={onFailed}
    />
  ),
};
