import { useEffect, useState } from 'react';
import { slotView, type Slot } from '../lib/slots';
import type { MediaClock } from '../lib/media-clock';

export type FooterStatus = 'PREVIEW MODE' | 'DISPLAY STOPPED' | 'LIVE DISPLAY';

interface Props {
  locationName: string;
  current: Slot;
  position: number;
  count: number;
  paused: boolean;
  elapsedMs: () => number;
  clock: MediaClock;
  status: FooterStatus;
  offline: boolean;
}

/** Spec §2: location name, 'n of m', 'Next: Ns', a progress bar and the footer status. */
export function Overlay({
  locationName,
  current,
  position,
  count,
  paused,
  elapsedMs,
  clock,
  status,
  offline,
}: Props) {
  const [, setFrame] = useState(0);
  useEffect(() => {
    const t = window.setInterval(() => setFrame((n) => n + 1), 250);
    return () => window.clearInterval(t);
  }, []);

  const media = clock.get(current.key);
  const isMedia = slotView(current).endsWithMedia;
  const totalS = isMedia && media?.duration ? media.duration : current.durationS;
  const doneS = isMedia && media ? media.currentTime : elapsedMs() / 1000;
  const remaining = Math.max(0, Math.ceil(totalS - doneS));
  const progress = totalS > 0 ? Math.min(1, doneS / totalS) : 0;
  const page = current.page ? ` · page ${current.page.index + 1} of ${current.page.count}` : '';

  return (
    <div className="overlay" data-testid="overlay">
      <div className="overlay__row">
        <span className="overlay__name" data-testid="overlay-location">
          {locationName}
        </span>
        <span data-testid="overlay-counter">
          {position} of {count}
          {page}
        </span>
        <span data-testid="overlay-next">{paused ? 'Paused' : `Next: ${remaining}s`}</span>
      </div>
      <div className="progress" role="progressbar" aria-valuenow={Math.round(progress * 100)}>
        <div className="progress__bar" style={{ transform: `scaleX(${progress})` }} />
      </div>
      <div className="overlay__footer" data-testid="footer-status">
        <span className={`dot${status === 'LIVE DISPLAY' ? ' dot--live' : ''}`} />
        {status}
        {offline ? (
          <span className="overlay__offline"> · offline, playing saved content</span>
        ) : null}
      </div>
    </div>
  );
}
