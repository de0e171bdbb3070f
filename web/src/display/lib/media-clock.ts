/** Where media elements report their time, read by the overlay and the sequencer without re-rendering. */
export type MediaClock = Map<string, { currentTime: number; duration: number }>;

export function createMediaClock(): MediaClock {
  return new Map();
}
