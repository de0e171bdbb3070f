import type { Logger } from 'pino';
import {
  CONTENT_CHANGED_EVENT,
  DISPLAY_REVOKED_EVENT,
  EMERGENCY_CHANGED_EVENT,
  PLAYBACK_CHANGED_EVENT,
  type EmergencyChangedEvent,
} from '@marquee/protocol';
import type { EventBus } from '../events/event-bus.js';
import type { PushTargets } from './push-target.js';
import { accountRoom, ADMIN_ROOM } from './rooms.js';
import { displayRevoked, playbackChanged } from './screen-pushes.js';

/**
 * The bus events screens and dashboards hear, pushed to their rooms: the one mapping from an
 * event to a room, used by an API node's socket.io server and by the standalone worker's emitter.
 * Emits go to rooms, so through the Redis adapter they reach the sockets on every node.
 * Returns what unsubscribes it.
 */
export function pushBusEvents(opts: {
  events: EventBus;
  to: PushTargets;
  /** The revision a push names, read after the change committed: screens ask for at least it. */
  playbackRevision: (userId: number, locationId: number) => Promise<number | undefined>;
  logger: Logger;
  /** Each push sent, by event name (counted in metrics). */
  pushed?: (event: string) => void;
  /** After a revoke is pushed (an API node recounts its screens). */
  revoked?: () => void;
}): () => void {
  const { display, dashboard } = opts.to;
  const pushed = opts.pushed ?? (() => {});
  const unsubscribe = [
    opts.events.on('location.changed', (e) => {
      void opts.playbackRevision(e.userId, e.locationId).then(
        (revision) => {
          // A deleted location has none: its screens hear it and find the location gone.
          playbackChanged(display, e.locationId, revision, e.reason === 'emergency');
          pushed(PLAYBACK_CHANGED_EVENT);
        },
        (err: unknown) => {
          // The database away: the push still goes, and the screen's fetch finds the newest.
          opts.logger.warn({ err, locationId: e.locationId }, 'no revision for a push');
          playbackChanged(display, e.locationId, undefined, e.reason === 'emergency');
          pushed(PLAYBACK_CHANGED_EVENT);
        },
      );
    }),
    opts.events.on('display.revoked', (e) => {
      displayRevoked(display, e.displayId);
      pushed(DISPLAY_REVOKED_EVENT);
      opts.revoked?.();
    }),
    // The account's own dashboards and every back office (an admin may have the account open).
    opts.events.on('emergency.changed', ({ userId }) =>
      dashboard
        .to(accountRoom(userId))
        .to(ADMIN_ROOM)
        .emit(EMERGENCY_CHANGED_EVENT, { userId } satisfies EmergencyChangedEvent),
    ),
    opts.events.on('content.changed', (e) =>
      dashboard.to(accountRoom(e.userId)).emit(CONTENT_CHANGED_EVENT, e.change),
    ),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
