import type { PlayerKind } from './player-kind';

/** Documents play page by page, each page for the item's duration (DESIGN §4). */
export const documentPlayer: PlayerKind = {
  toSlots(item, base) {
    if (!item.pageUrls.length) return [{ ...base, key: `${item.id}`, view: 'card', src: null }];
    return item.pageUrls.map((src, index) => ({
      ...base,
      key: `${item.id}:${index}`,
      view: 'image' as const,
      src,
      page: { index, count: item.pageUrls.length },
    }));
  },
};
