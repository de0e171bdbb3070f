import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DASHBOARD_NAMESPACE, DISPLAY_NAMESPACE } from '@marquee/protocol';
import type { EventBus } from '@marquee/core/events/event-bus.js';
import { relayEvents } from '@marquee/core/events/event-relay.js';
import type { Metrics } from '@marquee/core/metrics/metrics.js';
import { pushBusEvents } from '@marquee/core/push/bus-pushes.js';
import { quietFireAndForget } from '@marquee/core/realtime/quiet-redis.js';
import { closeRedis, watchRedis } from '@marquee/core/redis.js';

export interface RedisPushes {
  close(): Promise<void>;
}

/**
 * The standalone worker has no sockets: what its jobs publish (processing results, suspensions,
 * boundaries) is emitted to the socket.io rooms through Redis (the API nodes' adapter hands it to
 * the sockets each holds), and relayed to the API nodes' caches (`onAnyNode`) like any node's.
 */
export function startRedisPushes(opts: {
  events: EventBus;
  redisUrl: string;
  /** The API nodes' key prefix: the adapter's channels and the relay's are named from it. */
  prefix?: string;
  logger: Logger;
  metrics?: Metrics;
  playbackRevision: (userId: number, locationId: number) => Promise<number | undefined>;
}): RedisPushes {
  const prefix = opts.prefix ?? 'marquee:';
  // Emits made while Redis is away wait in the offline queue and go out when it returns; a
  // publish still in flight when the worker stops has nobody left to reach (quietFireAndForget).
  const pub = quietFireAndForget(new Redis(opts.redisUrl, { maxRetriesPerRequest: null }), [
    'publish',
  ]);
  const sub = quietFireAndForget(pub.duplicate(), ['unsubscribe', 'punsubscribe']);
  watchRedis(pub, 'push publisher', opts.logger);
  watchRedis(sub, 'relay subscriber', opts.logger);
  const stopRelay = relayEvents({ events: opts.events, pub, sub, prefix, logger: opts.logger });
  // The same key as the API nodes' adapter (`createAdapter(…, { key })` in realtime.ts).
  const emitter = new Emitter(pub, { key: `${prefix}socket.io` });
  const stopPushes = pushBusEvents({
    events: opts.events,
    to: { display: emitter.of(DISPLAY_NAMESPACE), dashboard: emitter.of(DASHBOARD_NAMESPACE) },
    playbackRevision: opts.playbackRevision,
    logger: opts.logger,
    pushed: (event) => opts.metrics?.screenPushes.inc({ event }),
  });
  return {
    async close() {
      stopPushes();
      stopRelay();
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
