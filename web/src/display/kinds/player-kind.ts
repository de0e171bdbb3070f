import type { PlayerItem } from '@marquee/protocol/player';
import type { Slot } from '../lib/slots';

/** What every slot of an item shares: the item, and how long each slot shows. */
export type SlotBase = Pick<Slot, 'item' | 'durationS'>;

/** The player's half of a content kind: how an item becomes the slots a screen shows in turn. */
export interface PlayerKind {
  toSlots(item: PlayerItem, base: SlotBase): Slot[];
}

/** The item as one slot, shown by one view. */
export const singleSlot =
  (view: Slot['view']): PlayerKind['toSlots'] =>
  (item, base) => [{ ...base, key: `${item.id}`, view, src: item.fileUrl }];
