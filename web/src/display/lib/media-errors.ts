/** A file the player could not show, for its owner's health panel and alerts. */
export interface MediaFailure {
  contentId: number;
  file: string;
  error: string;
}

const listeners = new Set<(failure: MediaFailure) => void>();

/** Said by whatever fails to show a file; heard by the health reporter (use-health-report). */
export function reportMediaError(failure: MediaFailure): void {
  for (const listener of listeners) listener(failure);
}

export function onMediaError(listener: (failure: MediaFailure) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const MEDIA_ERROR_NAMES: Record<number, string> = {
  1: 'playback aborted',
  2: 'network error',
  3: 'decode error',
  4: 'format not supported',
};

/** A media element's error in words, or a fallback for views that fail without one. */
export function describeMediaError(target: EventTarget | null | undefined): string {
  const error = (target as HTMLMediaElement | null | undefined)?.error;
  if (!error) return 'could not be loaded';
  return error.message || MEDIA_ERROR_NAMES[error.code] || `media error ${error.code}`;
}
