import { useEffect, useRef } from 'react';
import type { Play } from '@marquee/protocol/player';
import type { Slot } from '../lib/slots';
import { queuePlay } from '../lib/play-queue';
import { startPlaySender } from '../lib/play-sender';

/** A timer may end a slot a few milliseconds early; a play this close to its length ran to its end. */
const END_SLACK_MS = 500;

interface Open {
  play: Play;
  /** The page on screen (documents: one play per pass through the pages). */
  page: number;
  slot: Slot;
  /** Pages from where this pass began to the document's end (1 for anything else). */
  pages: number;
  shownMs: number;
  /** Since when it has been on screen unpaused; null while paused. */
  runningSince: number | null;
}

/** A version 4 UUID; crypto.randomUUID needs a secure context, which a screen on http:// is not. */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Proof of play: each item the screen shows becomes one play in the on-device queue when it
 * leaves the screen, sent in batches by the play sender. Only a paired screen records (a preview
 * has no token).
 */
export function usePlayRecorder(opts: {
  token: string | null;
  locationId: number;
  current: Slot | null;
  runId: number;
  paused: boolean;
  skewMs: number;
  /** How long the slot's item runs in full (a video: its own length), null when unknown. */
  expectedMs: (slot: Slot) => number | null;
}): void {
  const { token, locationId, current, runId, paused } = opts;
  const open = useRef<Open | null>(null);
  const sender = useRef<ReturnType<typeof startPlaySender> | null>(null);
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    if (!token) return;
    const s = startPlaySender(token);
    sender.current = s;
    const close = () => finish();
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      finish();
      s.stop();
      sender.current = null;
    };
  }, [token]);

  function finish(): void {
    const o = open.current;
    open.current = null;
    if (!o) return;
    const shownMs = o.shownMs + (o.runningSince === null ? 0 : Date.now() - o.runningSince);
    // Asked now, not at the start: a video's length is known once its metadata has loaded.
    const expectedMs = (latest.current.expectedMs(o.slot) ?? 0) * o.pages;
    const play: Play = {
      ...o.play,
      seconds: Math.round(shownMs) / 1000,
      completed: shownMs >= expectedMs - END_SLACK_MS,
    };
    void queuePlay(play)
      .then(() => sender.current?.nudge())
      .catch(() => {});
  }

  // A slot starts (runId counts starts): a new play, or the next page of the same pass.
  useEffect(() => {
    if (!token) return;
    const o = open.current;
    const page = current?.page?.index ?? 0;
    if (current && o && o.play.contentId === current.item.id && page > o.page) {
      o.page = page;
      return;
    }
    finish();
    if (!current) return;
    open.current = {
      play: {
        id: uuid(),
        contentId: current.item.id,
        locationId,
        startedAt: new Date(Date.now() + latest.current.skewMs).toISOString(),
        seconds: 0,
        completed: false,
      },
      page,
      slot: current,
      pages: current.page ? current.page.count - page : 1,
      shownMs: 0,
      runningSince: latest.current.paused ? null : Date.now(),
    };
  }, [token, locationId, current, runId]);

  useEffect(() => {
    const o = open.current;
    if (!o) return;
    if (paused && o.runningSince !== null) {
      o.shownMs += Date.now() - o.runningSince;
      o.runningSince = null;
    } else if (!paused && o.runningSince === null) o.runningSince = Date.now();
  }, [paused]);
}
