import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventBus, ServerEvent } from './event-bus.js';

/** What other nodes' caches must hear: a location plays something else, a token is gone. */
const RELAYED = ['location.changed', 'display.revoked'] as const;

/**
 * Carries this node's cache-relevant events to every other node (API or worker) through Redis
 * pub/sub, where they reach `onAnyNode` listeners only: the screens themselves are pushed to by
 * the publishing node's socket.io emits, which cross nodes through the adapter already.
 */
export function relayEvents(opts: {
  events: EventBus;
  pub: Redis;
  sub: Redis;
  prefix: string;
  logger?: Logger | undefined;
}): () => void {
  const channel = `${opts.prefix}events`;
  const origin = crypto.randomUUID();
  const onMessage = (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { origin: sender, event } = JSON.parse(message) as {
        origin: string;
        event: ServerEvent;
      };
      if (sender !== origin) opts.events.received({ ...event, at: new Date(event.at) });
    } catch (err) {
      opts.logger?.warn({ err }, 'ignored an unreadable relayed event');
    }
  };
  opts.sub.on('message', onMessage);
  void opts.sub.subscribe(channel).catch((err: unknown) => {
    opts.logger?.warn({ err }, 'could not subscribe to relayed events');
  });
  const stops = RELAYED.map((type) =>
    opts.events.on(type, (event) => {
      void opts.pub.publish(channel, JSON.stringify({ origin, event })).catch(() => {
        // Redis away: other nodes' caches are behind until the next change; pushes carry the
        // revision, so a pushed screen still asks for at least it.
      });
    }),
  );
  return () => {
    for (const stop of stops) stop();
    opts.sub.off('message', onMessage);
  };
}
