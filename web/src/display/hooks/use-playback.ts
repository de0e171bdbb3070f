import { useEffect, useMemo, useState } from 'react';
import {
  resolvePlayback,
  type PlaybackSnapshot,
  type PlaybackReason,
  type PlayerItem,
} from '@marquee/protocol/player';

export interface Resolved {
  items: PlayerItem[];
  reason: PlaybackReason;
}

/**
 * Runs the same engine as the server, locally, and wakes itself at the exact instant the answer
 * changes, so schedule boundaries hit within a second even with no push and no poll. Time is the
 * server's clock (local clock + skew), so a screen whose clock drifts still switches on time.
 */
export function usePlayback(
  snapshot: PlaybackSnapshot | null,
  receivedAt: number,
  skewMs: number,
  preview: boolean,
): Resolved | null {
  const [tickAt, setTickAt] = useState(0);
  const at = Math.max(tickAt, receivedAt) + skewMs;

  const playback = useMemo(
    () => (snapshot ? resolvePlayback({ ...snapshot, at, preview }) : null),
    [snapshot, at, preview],
  );

  useEffect(() => {
    if (!playback?.nextChangeAt) return;
    // Timers cannot wait longer than ~24.8 days; waking early just re-evaluates.
    const wait = Math.min(Math.max(0, playback.nextChangeAt - at + 20), 2 ** 31 - 1);
    const t = window.setTimeout(() => setTickAt(Date.now()), wait);
    return () => window.clearTimeout(t);
  }, [playback, at]);

  return playback ? { items: playback.items, reason: playback.reason } : null;
}
