import type { SlotView } from './slot-view-props';

/** Audio plays behind a card with its name; the slot ends with it. */
export const audioView: SlotView = {
  readyOnMount: true,
  endsWithMedia: true,
  View: ({ slot, src, media, mediaEvents }) => (
    <>
      <div className="card">
        <div className="card__icon card__icon--pulse" aria-hidden>
          ♪
        </div>
        <div className="card__title">{slot.item.originalName}</div>
      </div>
      <audio ref={media} src={src} preload="auto" {...mediaEvents} />
    </>
  ),
};
