import type { PlayerItem } from '@marquee/protocol/player';
import type { ContentItemRow } from '../../db/schema/index.js';
import { serverKind } from '../content/index.js';

/** What a screen plays: what every item has, and what its kind says a screen needs of it. */
export function toPlayerItem(c: ContentItemRow, displayDuration: number): PlayerItem {
  return {
    id: c.id,
    originalName: c.originalName,
    contentType: c.contentType,
    displayDuration,
    ...serverKind(c.contentType).playerFields(c),
  };
}
