import type { ContentChangedEvent } from '@marquee/protocol';

/** Why a location's screens must re-evaluate what they show right now. */
export type LocationChangeReason =
  | 'location'
  | 'playlist'
  | 'schedule'
  | 'content'
  | 'boundary'
  | 'suspended'
  | 'unsuspended'
  | 'account-suspended'
  | 'account-reactivated'
  | 'emergency';

export interface LocationChanged {
  type: 'location.changed';
  locationId: number;
  reason: LocationChangeReason;
  /** The location's owner: whoever reads the location for the push reads it as this account. */
  userId: number;
  at: Date;
}

export interface DisplayRevoked {
  type: 'display.revoked';
  displayId: number;
  at: Date;
}

/** An item changed: its owner's dashboards and the screens showing it look again. */
export interface ContentChanged {
  type: 'content.changed';
  userId: number;
  change: ContentChangedEvent;
  at: Date;
}

/** An account's alerts or staged messages changed: its dashboards and the back office look again. */
export interface EmergencyChanged {
  type: 'emergency.changed';
  userId: number;
  at: Date;
}

export type ServerEvent = LocationChanged | DisplayRevoked | ContentChanged | EmergencyChanged;
type Listener<T extends ServerEvent['type']> = (event: Extract<ServerEvent, { type: T }>) => void;

/**
 * The one channel for "something screens or dashboards must hear about". Services publish after
 * they commit; the playback cache, the realtime layer and the content fan-out subscribe. `on`
 * hears this process's events: the realtime subscriber's emits cross nodes through socket.io's
 * Redis adapter by themselves. `onAnyNode` also hears other nodes' events, which the Redis relay
 * (event-relay.ts) hands to `received`: that is for caches every node keeps.
 */
export interface EventBus {
  locationChanged(locationId: number, reason: LocationChangeReason, userId: number): void;
  displayRevoked(displayId: number): void;
  contentChanged(userId: number, change: ContentChangedEvent): void;
  emergencyChanged(userId: number): void;
  /** Listeners run in subscription order; returns the unsubscribe. */
  on<T extends ServerEvent['type']>(type: T, listener: Listener<T>): () => void;
  /** Like `on`, and also for the events other nodes published (caches); runs before `on`'s. */
  onAnyNode<T extends ServerEvent['type']>(type: T, listener: Listener<T>): () => void;
  /** An event another node published: only `onAnyNode` listeners hear it. */
  received(event: ServerEvent): void;
}

export function eventBus(now: () => Date = () => new Date()): EventBus {
  type Listeners = Map<ServerEvent['type'], Set<(event: ServerEvent) => void>>;
  const local: Listeners = new Map();
  const anyNode: Listeners = new Map();
  const run = (listeners: Listeners, event: ServerEvent) => {
    for (const l of listeners.get(event.type) ?? []) {
      try {
        l(event);
      } catch {
        // One broken subscriber must not stop the others (a suspension must reach the screens).
      }
    }
  };
  const publish = (event: ServerEvent) => {
    run(anyNode, event);
    run(local, event);
  };
  const subscribe = (listeners: Listeners, type: ServerEvent['type'], listener: unknown) => {
    const set = listeners.get(type) ?? new Set();
    listeners.set(type, set);
    const l = listener as (event: ServerEvent) => void;
    set.add(l);
    return () => void set.delete(l);
  };
  return {
    locationChanged: (locationId, reason, userId) =>
      publish({ type: 'location.changed', locationId, reason, userId, at: now() }),
    displayRevoked: (displayId) => publish({ type: 'display.revoked', displayId, at: now() }),
    contentChanged: (userId, change) =>
      publish({ type: 'content.changed', userId, change, at: now() }),
    emergencyChanged: (userId) => publish({ type: 'emergency.changed', userId, at: now() }),
    on: (type, listener) => subscribe(local, type, listener),
    onAnyNode: (type, listener) => subscribe(anyNode, type, listener),
    received: (event) => run(anyNode, event),
  };
}

/** For services built alone (unit tests): publishing goes nowhere. */
export const silentEvents: EventBus = eventBus();
