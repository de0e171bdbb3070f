import type { ContentKindId } from '@marquee/protocol/player';
import { documentPlayer } from './document';
import { singleSlot, type PlayerKind } from './player-kind';
import { audioView } from './views/audio-view';
import { cardView } from './views/card-view';
import { iframeView } from './views/iframe-view';
import { imageView } from './views/image-view';
import { slideView } from './views/slide-view';
import type { SlotView } from './views/slot-view-props';
import { videoView } from './views/video-view';

export type { SlotBase } from './player-kind';
export type { SlotView, SlotViewProps } from './views/slot-view-props';

/** Every way a slot can be shown. A kind that shows something new (an iframe) adds its view here. */
export const SLOT_VIEWS = {
  image: imageView,
  video: videoView,
  audio: audioView,
  card: cardView,
  iframe: iframeView,
  slide: slideView,
} satisfies Record<string, SlotView>;
export type SlotViewId = keyof typeof SLOT_VIEWS;

/** One player half per kind the protocol declares: a kind without one does not compile. */
const PLAYER_KINDS: Record<ContentKindId, PlayerKind> = {
  image: { toSlots: singleSlot('image') },
  video: { toSlots: singleSlot('video') },
  audio: { toSlots: singleSlot('audio') },
  document: documentPlayer,
  // A page is never cached for offline play: the slot has no file, the frame loads it live.
  'web-page': {
    toSlots: (item, base) => [{ ...base, key: `${item.id}`, view: 'iframe', src: null }],
  },
  // A slide's only file is its background image, which the offline cache then keeps.
  'announcement-slide': { toSlots: singleSlot('slide') },
};

/** An item of a kind this player does not know (a newer server's) is left out, not guessed at. */
export const playerKind = (id: string): PlayerKind | undefined =>
  Object.hasOwn(PLAYER_KINDS, id) ? PLAYER_KINDS[id as ContentKindId] : undefined;
