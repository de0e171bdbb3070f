import { useCallback, useState } from 'react';
import { bypassingCache } from '../lib/media-bypass';

/**
 * The URL a layer loads its media from, and one retry straight from the network. A layer made
 * before the service worker controls the page (a fresh screen's first minute) loads from the
 * network for its whole life: answers for one URL must all come the same way (see sw.ts).
 */
export function useMediaSource(original: string | null): {
  src: string;
  /** Switches to the network once; false when that was already tried. */
  retry: () => boolean;
} {
  const initial = () => ({
    original,
    src: original && !navigator.serviceWorker?.controller ? bypassingCache(original) : original,
    retried: false,
  });
  const [state, setState] = useState(initial);
  if (state.original !== original) setState(initial());

  const { retried } = state;
  const retry = useCallback(() => {
    if (retried || !original) return false;
    setState({ original, src: bypassingCache(original), retried: true });
    return true;
  }, [original, retried]);
  return { src: state.src ?? '', retry };
}
