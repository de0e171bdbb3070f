import { useEffect, useRef } from 'react';
import { slotView, type Slot } from '../lib/slots';
import type { MediaClock } from '../lib/media-clock';
import { useMediaSource } from '../hooks/use-media-source';
import { describeMediaError, reportMediaError } from '../lib/media-errors';

interface Props {
  slot: Slot;
  visible: boolean;
  /** Changes each time this slot starts again (a one-item loop restarts its video). */
  runId: number;
  playing: boolean;
  failed: boolean;
  clock: MediaClock;
  onReady: (key: string) => void;
  onGone: (key: string) => void;
  onEnded: (key: string) => void;
  onFailed: (key: string) => void;
}

/** One layer: its view decodes images and buffers media before the layer is ever shown. */
export function SlotView({
  slot,
  visible,
  runId,
  playing,
  failed,
  clock,
  onReady,
  onEnded,
  onFailed,
}: Props) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const { src, retry } = useMediaSource(slot.src);
  // A real failure gets one more try from the network before the failure card.
  const fail = (e?: { currentTarget?: EventTarget | null }) => {
    if (retry()) return;
    onFailed(slot.key);
    reportMediaError({
      contentId: slot.item.id,
      file: slot.item.originalName,
      error: describeMediaError(e?.currentTarget),
    });
  };

  useEffect(() => {
    const el = media.current;
    if (!el) return;
    if (visible && playing) {
      void el.play().catch(() => {});
    } else {
      el.pause();
    }
  }, [visible, playing, src]);

  useEffect(() => {
    const el = media.current;
    if (el && visible) {
      el.currentTime = 0;
      void el.play().catch(() => {});
    }
    // Restart only when this slot starts a new run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId]);

  const view = slotView(slot);
  useEffect(() => {
    if (view.readyOnMount) onReady(slot.key);
  }, [slot, view, onReady]);

  const className = `layer${visible ? ' layer--visible' : ''}`;
  if (failed) {
    return (
      <div className={className} data-testid="slot-failed">
        <div className="card">
          <div className="card__icon" aria-hidden>
            ⚠
          </div>
          <div className="card__title">{slot.item.originalName}</div>
        </div>
      </div>
    );
  }

  const mediaEvents = {
    onTimeUpdate: (e: React.SyntheticEvent<HTMLMediaElement>) =>
      clock.set(slot.key, {
        currentTime: e.currentTarget.currentTime,
        duration: e.currentTarget.duration || 0,
      }),
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLMediaElement>) =>
      clock.set(slot.key, { currentTime: 0, duration: e.currentTarget.duration || 0 }),
    onEnded: () => onEnded(slot.key),
    onError: fail,
  };

  return (
    <div
      className={className}
      data-testid={visible ? 'slot-visible' : 'slot-hidden'}
      data-slot={slot.key}
    >
      <view.View
        slot={slot}
        src={src}
        media={media}
        mediaEvents={mediaEvents}
        onReady={() => onReady(slot.key)}
        onFailed={fail}
      />
    </div>
  );
}
