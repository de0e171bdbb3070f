import type { RefObject, SyntheticEvent } from 'react';
import type { Slot } from '../../lib/slots';

/** What every way of showing a slot gets from the layer around it. */
export interface SlotViewProps {
  slot: Slot;
  /** The slot's source, or its network retry. */
  src: string;
  /** For views that play media: the layer starts, pauses and restarts it. */
  media: RefObject<(HTMLVideoElement & HTMLAudioElement) | null>;
  mediaEvents: {
    onTimeUpdate(e: SyntheticEvent<HTMLMediaElement>): void;
    onLoadedMetadata(e: SyntheticEvent<HTMLMediaElement>): void;
    onEnded(): void;
    onError(): void;
  };
  /** The slot may be shown: its image is decoded, its media buffered. */
  onReady(): void;
  /** Loading failed, after the layer's one retry. */
  onFailed(): void;
}

/** One way of showing a slot; a content kind's player half picks views for its slots. */
export interface SlotView {
  View: (props: SlotViewProps) => React.ReactNode;
  /** Ready as soon as it is mounted: nothing to decode or buffer before it is shown. */
  readyOnMount: boolean;
  /** The slot ends when its media ends, and the overlay counts down the media's own length. */
  endsWithMedia: boolean;
}
