import type { Redis } from 'ioredis';

/**
 * The Redis adapter fires PUBLISH (every emit) and UNSUBSCRIBE (its close()) without awaiting
 * them. A screen's disconnect handler can still emit after close() has sent QUIT, and a busy
 * machine can outlast QUIT's deadline; ioredis then rejects those commands with "Connection is
 * closed", an unhandled rejection that would crash a process run with strict settings. An emit
 * that finds the link gone has nobody left to reach, so those replies are caught here.
 */
export function quietFireAndForget(
  client: Redis,
  commands: readonly ('publish' | 'unsubscribe' | 'punsubscribe')[],
): Redis {
  for (const name of commands) {
    const send = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const reply = send(...args);
      reply.catch(() => undefined);
      return reply;
    };
  }
  return client;
}
