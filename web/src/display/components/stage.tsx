import { useCallback, useState } from 'react';
import type { Slot } from '../lib/slots';
import type { MediaClock } from '../lib/media-clock';
import { SlotView } from './slot-view';

interface Props {
  current: Slot | null;
  next: Slot | null;
  runId: number;
  paused: boolean;
  failed: boolean;
  clock: MediaClock;
  onEnded: (key: string) => void;
  onFailed: (key: string) => void;
}

/**
 * Two stacked layers and never a black frame: the next slot loads hidden underneath, and when
 * the sequencer moves on, the previous picture stays up until the new one is decoded.
 */
export function Stage({ current, next, runId, paused, failed, clock, onEnded, onFailed }: Props) {
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<Slot | null>(null);
  const markReady = useCallback(
    (key: string) => setReady((r) => (r.has(key) ? r : new Set(r).add(key))),
    [],
  );
  // A layer that leaves the stage forgets its readiness: if its slot returns, it must load again.
  const markGone = useCallback(
    (key: string) =>
      setReady((r) => {
        if (!r.has(key)) return r;
        const rest = new Set(r);
        rest.delete(key);
        return rest;
      }),
    [],
  );
  const markFailed = useCallback(
    (key: string) => {
      markReady(key);
      onFailed(key);
    },
    [markReady, onFailed],
  );

  const currentReady = current !== null && (ready.has(current.key) || failed);
  // The last slot that was ready stays up until its successor is: adjusting state while rendering.
  if (currentReady && shown !== current) setShown(current);

  const visibleKey = currentReady ? current?.key : shown?.key;
  const layers = [shown, current, next].filter(
    (s, i, all): s is Slot => s !== null && all.findIndex((o) => o?.key === s.key) === i,
  );

  return (
    <div className="stage">
      {layers.map((slot) => (
        <SlotView
          key={slot.key}
          slot={slot}
          visible={slot.key === visibleKey}
          runId={slot.key === current?.key ? runId : 0}
          playing={!paused && slot.key === current?.key}
          failed={failed && slot.key === current?.key}
          clock={clock}
          onReady={markReady}
          onGone={markGone}
          onEnded={onEnded}
          onFailed={markFailed}
        />
      ))}
    </div>
  );
}
