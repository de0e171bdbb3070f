import { useCallback, useEffect, useReducer, useRef } from 'react';
import { sameSlots, slotView, type Slot } from '../lib/slots';

/** How long a failed item shows the generic icon before playback moves on. */
const FAILED_SLOT_MS = 3000;
/** A video or audio that never ends (a stalled stream) is skipped after its length plus this. */
const MEDIA_GRACE_MS = 15_000;

interface State {
  active: Slot[];
  /** A newer list waiting for the current item to finish (it is still in that list). */
  pending: Slot[] | null;
  index: number;
  /** Counts slot starts, so a one-slot loop can tell a new run from a pause and resume. */
  run: number;
  paused: boolean;
  /** When the current slot (re)started running, and how much of it ran before a pause. */
  startedAt: number;
  elapsedMs: number;
  /** Slots whose media failed to load (even while preloading): shown as the generic icon, briefly. */
  failedKeys: ReadonlySet<string>;
}

type Action =
  | { type: 'slots'; slots: Slot[] }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'pause' }
  | { type: 'fail'; key: string };

const initialState = (): State => ({
  active: [],
  pending: null,
  index: 0,
  run: 0,
  paused: false,
  startedAt: Date.now(),
  elapsedMs: 0,
  failedKeys: new Set<string>(),
});

function step(state: State, by: 1 | -1): State {
  const list = state.pending ?? state.active;
  const currentKey = state.active[state.index]?.key;
  const pos = state.pending ? list.findIndex((s) => s.key === currentKey) : state.index;
  const n = list.length;
  const index = n === 0 ? 0 : pos < 0 ? (by > 0 ? 0 : n - 1) : (((pos + by) % n) + n) % n;
  // A new list may have repaired URLs, so failures are forgotten when it takes over.
  const failedKeys = state.pending ? new Set<string>() : state.failedKeys;
  return {
    ...state,
    active: list,
    pending: null,
    index,
    run: state.run + 1,
    startedAt: Date.now(),
    elapsedMs: 0,
    failedKeys,
  };
}

/**
 * Where playback goes on when the slot on screen left the list: the first slot after it (in the
 * old order) that the new list still has, else the new list's start.
 */
function successorIndex(state: State, slots: readonly Slot[]): number {
  const n = state.active.length;
  for (let i = 1; i < n; i++) {
    const key = state.active[(state.index + i) % n]?.key;
    const at = slots.findIndex((s) => s.key === key);
    if (at >= 0) return at;
  }
  return 0;
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'slots': {
      if (state.active.length === 0)
        return {
          ...state,
          active: action.slots,
          pending: null,
          index: 0,
          startedAt: Date.now(),
          elapsedMs: 0,
        };
      if (sameSlots(state.active, action.slots)) return { ...state, pending: null };
      const currentKey = state.active[state.index]?.key;
      // A reorder or a new duration waits for the item on screen to finish...
      if (action.slots.some((s) => s.key === currentKey))
        return { ...state, pending: action.slots };
      // ...but an item taken off (removed, deleted, out of its window, a takeover) goes at once.
      return {
        ...state,
        active: action.slots,
        pending: null,
        index: successorIndex(state, action.slots),
        run: state.run + 1,
        startedAt: Date.now(),
        elapsedMs: 0,
        failedKeys: new Set<string>(),
      };
    }
    case 'step':
      return step(state, action.by);
    case 'pause':
      return state.paused
        ? { ...state, paused: false, startedAt: Date.now() }
        : { ...state, paused: true, elapsedMs: state.elapsedMs + (Date.now() - state.startedAt) };
    case 'fail':
      return state.failedKeys.has(action.key)
        ? state
        : { ...state, failedKeys: new Set(state.failedKeys).add(action.key) };
  }
}

export interface Sequencer {
  current: Slot | null;
  next: Slot | null;
  position: number;
  count: number;
  runId: number;
  paused: boolean;
  failed: boolean;
  /** Milliseconds the current slot has run (excluding pauses), for the overlay. */
  elapsedMs: () => number;
  goNext: () => void;
  goPrevious: () => void;
  togglePause: () => void;
  mediaEnded: (key: string) => void;
  mediaFailed: (key: string) => void;
}

/** Loops the slots endlessly: timed slots advance on their duration, media slots when they end. */
export function useSequencer(
  slots: Slot[],
  mediaDurationMs: (key: string) => number | null,
): Sequencer {
  const [state, dispatch] = useReducer(reducer, undefined, initialState);
  useEffect(() => dispatch({ type: 'slots', slots }), [slots]);

  const current = state.active[state.index] ?? null;
  const upcoming = state.pending ?? state.active;
  const next = upcoming.length
    ? (upcoming[(upcoming.findIndex((s) => s.key === current?.key) + 1) % upcoming.length] ?? null)
    : null;
  const failed = current !== null && state.failedKeys.has(current.key);

  const mediaDuration = useRef(mediaDurationMs);
  useEffect(() => {
    mediaDuration.current = mediaDurationMs;
  }, [mediaDurationMs]);

  useEffect(() => {
    if (!current || state.paused) return;
    const isMedia = slotView(current).endsWithMedia && !failed;
    const total = failed
      ? Math.min(FAILED_SLOT_MS, current.durationS * 1000)
      : isMedia
        ? (mediaDuration.current(current.key) ?? current.durationS * 1000) + MEDIA_GRACE_MS
        : current.durationS * 1000;
    const t = window.setTimeout(
      () => dispatch({ type: 'step', by: 1 }),
      Math.max(0, total - state.elapsedMs),
    );
    return () => window.clearTimeout(t);
  }, [current, state.paused, state.startedAt, state.elapsedMs, failed]);

  const startedAt = state.startedAt;
  const elapsedBefore = state.elapsedMs;
  const paused = state.paused;
  const elapsedMs = useCallback(
    () => elapsedBefore + (paused ? 0 : Date.now() - startedAt),
    [elapsedBefore, paused, startedAt],
  );
  const currentKey = current?.key;

  return {
    current,
    next,
    position: state.index + 1,
    count: state.active.length,
    runId: state.run,
    paused: state.paused,
    failed,
    elapsedMs,
    goNext: useCallback(() => dispatch({ type: 'step', by: 1 }), []),
    goPrevious: useCallback(() => dispatch({ type: 'step', by: -1 }), []),
    togglePause: useCallback(() => dispatch({ type: 'pause' }), []),
    mediaEnded: useCallback(
      (key: string) => key === currentKey && dispatch({ type: 'step', by: 1 }),
      [currentKey],
    ),
    mediaFailed: useCallback((key: string) => dispatch({ type: 'fail', key }), []),
  };
}
