import type { PlayerItem } from '@marquee/protocol/player';

export type SlotKind = 'image' | 'video' | 'audio' | 'page' | 'card';

/** One thing on screen: an item, or one page of a document. */
export interface Slot {
  key: string;
  item: PlayerItem;
  kind: SlotKind;
  src: string | null;
  /** Seconds; media slots end with the media instead, this is only their fallback. */
  durationS: number;
  page?: { index: number; count: number };
}

const MIN_SLOT_S = 1;

/** Documents play page by page, each page for the item's duration (DESIGN §4). */
export function toSlots(items: readonly PlayerItem[]): Slot[] {
  return items.flatMap((item): Slot[] => {
    const durationS = Math.max(MIN_SLOT_S, item.displayDuration);
    const base = { item, durationS };
    if (item.contentType === 'document') {
      if (!item.pageUrls.length) return [{ ...base, key: `${item.id}`, kind: 'card', src: null }];
      return item.pageUrls.map((src, index) => ({
        ...base,
        key: `${item.id}:${index}`,
        kind: 'page' as const,
        src,
        page: { index, count: item.pageUrls.length },
      }));
    }
    const kind: SlotKind =
      item.contentType === 'video' ? 'video' : item.contentType === 'audio' ? 'audio' : 'image';
    return [{ ...base, key: `${item.id}`, kind, src: item.fileUrl }];
  });
}

export const sameSlots = (a: readonly Slot[], b: readonly Slot[]) =>
  a.length === b.length &&
  a.every((s, i) => s.key === b[i]?.key && s.durationS === b[i]?.durationS && s.src === b[i]?.src);
