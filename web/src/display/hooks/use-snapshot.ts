import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVE_CONTENT_POLL_MS } from '@marquee/protocol/player';
import type { PlaybackSnapshot } from '@marquee/protocol/player';
import { fetchSnapshot, NotAllowedError } from '../lib/api';
import { backoffMs } from '../lib/backoff';

export type Connection = 'online' | 'offline';

/** Up to this long after a push before fetching, so a location's screens do not ask at once. */
const PUSH_JITTER_MS = 500;

export interface SnapshotState {
  snapshot: PlaybackSnapshot | null;
  /** When this snapshot arrived (local clock) and how far the server clock is ahead of ours. */
  receivedAt: number;
  skewMs: number;
  connection: Connection;
  notAllowed: boolean;
  /** A push said the location changed (to `revision`, when it says): fetch soon. */
  refresh: (revision?: number, urgent?: boolean) => void;
}

/**
 * Keeps the latest snapshot: on start, on every push, and every 10 s as a fallback. While the
 * server is unreachable it keeps the last snapshot (the service worker serves it after a reboot)
 * and retries with jittered back-off.
 */
export function useSnapshot(
  locationId: number | null,
  token: string | null,
  preview = false,
): SnapshotState {
  const [received, setReceived] = useState<{
    snapshot: PlaybackSnapshot | null;
    at: number;
    skewMs: number;
  }>({
    snapshot: null,
    at: 0,
    skewMs: 0,
  });
  const [connection, setConnection] = useState<Connection>('online');
  const [notAllowed, setNotAllowed] = useState(false);
  const etag = useRef<string | null>(null);
  const failures = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  /** The newest revision a push named; the server answers with at least it. */
  const pushed = useRef<number | null>(null);
  const loadRef = useRef<() => Promise<void>>(async () => {});

  const load = useCallback(async () => {
    if (locationId === null) return;
    if (inFlight.current) {
      // Whatever asked meanwhile (a push) is answered right after.
      again.current = true;
      return;
    }
    inFlight.current = true;
    window.clearTimeout(timer.current);
    let delay = ACTIVE_CONTENT_POLL_MS;
    try {
      const result = await fetchSnapshot(locationId, token, etag.current, pushed.current, preview);
      if (result.kind === 'fresh' && result.offline) {
        // The service worker answered from its cache: play that, but keep trying the server.
        setReceived((r) =>
          r.snapshot ? r : { snapshot: result.snapshot, at: Date.now(), skewMs: 0 },
        );
        failures.current++;
        setConnection('offline');
        delay = Math.min(ACTIVE_CONTENT_POLL_MS, backoffMs(failures.current));
      } else {
        if (result.kind === 'fresh') {
          etag.current = result.etag;
          const at = Date.now();
          setReceived({
            snapshot: result.snapshot,
            at,
            skewMs: Date.parse(result.snapshot.serverTime) - at,
          });
        }
        failures.current = 0;
        setConnection('online');
      }
    } catch (err) {
      if (err instanceof NotAllowedError) {
        setNotAllowed(true);
        inFlight.current = false;
        return;
      }
      failures.current++;
      setConnection('offline');
      delay = Math.min(ACTIVE_CONTENT_POLL_MS, backoffMs(failures.current));
    }
    inFlight.current = false;
    if (again.current) {
      again.current = false;
      timer.current = window.setTimeout(() => void loadRef.current(), 0);
      return;
    }
    timer.current = window.setTimeout(() => void loadRef.current(), delay);
  }, [locationId, token, preview]);

  useEffect(() => {
    loadRef.current = load;
    void load();
    return () => window.clearTimeout(timer.current);
  }, [load]);

  const refresh = useCallback((revision?: number, urgent?: boolean) => {
    if (revision !== undefined) pushed.current = Math.max(pushed.current ?? 0, revision);
    // Every screen of a location hears the push at once: a random delay spreads their fetches,
    // except for an emergency, which must be on screen within a second.
    window.clearTimeout(timer.current);
    const delay = urgent ? 0 : Math.random() * PUSH_JITTER_MS;
    timer.current = window.setTimeout(() => void loadRef.current(), delay);
  }, []);
  return {
    snapshot: received.snapshot,
    receivedAt: received.at,
    skewMs: received.skewMs,
    connection,
    notAllowed,
    refresh,
  };
}
