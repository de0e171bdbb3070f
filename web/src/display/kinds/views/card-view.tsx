import type { SlotView } from './slot-view-props';

/** A card with the item's name, for an item with nothing to show yet (a document without pages). */
export const cardView: SlotView = {
  readyOnMount: true,
  endsWithMedia: false,
  View: ({ slot }) => (
    <div className="card">
      <div className="card__icon" aria-hidden>
        ▤
      </div>
      <div className="card__title">{slot.item.originalName}</div>
    </div>
  ),
};
