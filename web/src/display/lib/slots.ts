import type { PlayerItem } from '@marquee/protocol/player';
import { playerKind, SLOT_VIEWS, type SlotView, type SlotViewId } from '../kinds';

/** One thing on screen: an item, or one page of a document. */
export interface Slot {
  key: string;
  item: PlayerItem;
  /** How it is shown (kinds/views). */
  view: SlotViewId;
  src: string | null;
  /** Seconds; media slots end with the media instead, this is only their fallback. */
  durationS: number;
  page?: { index: number; count: number };
}

const MIN_SLOT_S = 1;

/** Each item becomes the slots its kind's player half makes of it. */
export function toSlots(items: readonly PlayerItem[]): Slot[] {
  return items.flatMap(
    (item) =>
      playerKind(item.contentType)?.toSlots(item, {
        item,
        durationS: Math.max(MIN_SLOT_S, item.displayDuration),
      }) ?? [],
  );
}

export const slotView = (slot: Slot): SlotView => SLOT_VIEWS[slot.view];

export const sameSlots = (a: readonly Slot[], b: readonly Slot[]) =>
  a.length === b.length &&
  a.every((s, i) => s.key === b[i]?.key && s.durationS === b[i]?.durationS && s.src === b[i]?.src);
