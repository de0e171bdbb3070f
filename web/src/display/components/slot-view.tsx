import { useEffect, useRef } from 'react';
import type { Slot } from '../lib/slots';
import type { MediaClock } from '../lib/media-clock';
import { useMediaSource } from '../hooks/use-media-source';

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

/** One layer: images and pages are decoded, media buffered, before the layer is ever shown. */
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
  const fail = () => {
    if (!retry()) onFailed(slot.key);
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

  useEffect(() => {
    if (slot.kind === 'card' || slot.kind === 'audio') onReady(slot.key);
  }, [slot, onReady]);

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

  switch (slot.kind) {
    case 'image':
    case 'page':
      return (
        <div
          className={className}
          data-testid={visible ? 'slot-visible' : 'slot-hidden'}
          data-slot={slot.key}
        >
          <img
            className="fill"
            src={src}
            alt={slot.item.originalName}
            decoding="async"
            onLoad={(e) =>
              void e.currentTarget.decode().then(
                () => onReady(slot.key),
                () => onReady(slot.key),
              )
            }
            onError={fail}
          />
        </div>
      );
    case 'video':
      return (
        <div
          className={className}
          data-testid={visible ? 'slot-visible' : 'slot-hidden'}
          data-slot={slot.key}
        >
          <video
            ref={media}
            className="fill"
            src={src}
            muted
            playsInline
            preload="auto"
            onCanPlay={() => onReady(slot.key)}
            {...mediaEvents}
          />
        </div>
      );
    case 'audio':
      return (
        <div
          className={className}
          data-testid={visible ? 'slot-visible' : 'slot-hidden'}
          data-slot={slot.key}
        >
          <div className="card">
            <div className="card__icon card__icon--pulse" aria-hidden>
              ♪
            </div>
            <div className="card__title">{slot.item.originalName}</div>
          </div>
          <audio ref={media} src={src} preload="auto" {...mediaEvents} />
        </div>
      );
    case 'card':
      return (
        <div
          className={className}
          data-testid={visible ? 'slot-visible' : 'slot-hidden'}
          data-slot={slot.key}
        >
          <div className="card">
            <div className="card__icon" aria-hidden>
              ▤
            </div>
            <div className="card__title">{slot.item.originalName}</div>
          </div>
        </div>
      );
  }
}
