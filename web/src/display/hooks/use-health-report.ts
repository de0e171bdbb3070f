import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import {
  DISPLAY_HEALTH_EVENT,
  DISPLAY_HEALTH_REPORT_MS,
  DISPLAY_MEDIA_ERROR_EVENT,
  PLAYER_VERSION,
  type DisplayShowing,
} from '@marquee/protocol/player';
import { onMediaError, type MediaFailure } from '../lib/media-errors';

/** Errors that happen while offline wait for the connection, but only the latest few. */
const PENDING_ERRORS_KEPT = 10;

async function cacheSpace(): Promise<{ cacheFreeBytes?: number; cacheQuotaBytes?: number }> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.quota) return {};
    return {
      cacheFreeBytes: Math.max(0, Math.round(estimate.quota - (estimate.usage ?? 0))),
      cacheQuotaBytes: Math.round(estimate.quota),
    };
  } catch {
    return {};
  }
}

/**
 * The screen tells its owner how it is: player version, resolution, free cache space and what it
 * shows, when it connects and every few minutes; and each file it could not show.
 */
export function useHealthReport(socket: Socket | null, showing: DisplayShowing | null): void {
  // Read when a report goes out, rather than re-subscribing on each item.
  const latestShowing = useRef(showing);
  useEffect(() => {
    latestShowing.current = showing;
  }, [showing]);
  useEffect(() => {
    if (!socket) return;
    const pending: MediaFailure[] = [];
    const flush = () => {
      while (socket.connected && pending.length)
        socket.emit(DISPLAY_MEDIA_ERROR_EVENT, pending.shift());
    };
    const report = async () => {
      if (!socket.connected) return;
      socket.emit(DISPLAY_HEALTH_EVENT, {
        playerVersion: PLAYER_VERSION,
        resolution: `${window.screen.width}x${window.screen.height}`,
        ...(await cacheSpace()),
        showing: latestShowing.current,
      });
    };
    const onConnect = () => {
      void report();
      flush();
    };
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    const timer = window.setInterval(() => void report(), DISPLAY_HEALTH_REPORT_MS);
    const stop = onMediaError((failure) => {
      pending.push(failure);
      if (pending.length > PENDING_ERRORS_KEPT) pending.shift();
      flush();
    });
    return () => {
      socket.off('connect', onConnect);
      window.clearInterval(timer);
      stop();
    };
  }, [socket]);
}
