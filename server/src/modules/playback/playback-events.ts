/**
 * Everything that changes what a screen shows goes through here; the realtime layer pushes it
 * to the location's room (DESIGN §4: within a second). Services call it after they commit.
 */
export interface PlaybackEvents {
  locationChanged(locationId: number): void;
}

export const silentPlaybackEvents: PlaybackEvents = { locationChanged: () => {} };
