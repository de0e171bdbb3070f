/**
 * Why a location's screens must re-evaluate what they show right now. The realtime layer
 * (screens issue) subscribes and pushes to room `location:<id>`; until it lands, subscribers
 * are the tests and the log.
 */
export type LocationChangeReason =
  'suspended' | 'unsuspended' | 'account-suspended' | 'account-reactivated';

export interface LocationChange {
  locationId: number;
  userId: number;
  reason: LocationChangeReason;
  at: Date;
}

export type LocationChangeListener = (change: LocationChange) => void;

export interface LocationChanges {
  publish(change: LocationChange): void;
  subscribe(listener: LocationChangeListener): () => void;
}

/** The one path every suspension-related change goes through. */
export function locationChanges(): LocationChanges {
  const listeners = new Set<LocationChangeListener>();
  return {
    publish(change) {
      for (const l of listeners) {
        try {
          l(change);
        } catch {
          // One broken subscriber must not stop the others from hearing about a suspension.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
