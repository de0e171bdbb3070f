import type { Location } from '@marquee/protocol';

export type LocationStatus = 'live' | 'stopped' | 'suspended';

/** Suspension wins over Start/Stop: a suspended location plays nothing (DESIGN §4). */
export function locationStatus(
  location: Pick<Location, 'isActive' | 'isSuspended'>,
): LocationStatus {
  if (location.isSuspended) return 'suspended';
  return location.isActive ? 'live' : 'stopped';
}

export function countLiveLocations(locations: readonly Location[]): number {
  return locations.filter((l) => locationStatus(l) === 'live').length;
}
