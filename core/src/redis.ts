import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A single command on the shared connection (a rate-limit count, a ping) never waits longer. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Connects and proves the connection before the server starts listening: a typo fails fast.
 * Afterwards a Redis outage must not stall requests: commands fail at once while the connection
 * is down (no offline queue) or after a second when Redis hangs, and callers fall back (rate
 * limits count in this process, /readyz says 503). ioredis reconnects by itself.
 */
export async function connectRedis(url: string, logger?: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${url} is unreachable: ${(err as Error).message}`, { cause: err });
  }
  watchRedis(redis, 'shared counters', logger);
  return redis;
}

/**
 * Every ioredis client gets an 'error' listener (ioredis reports each failed reconnect there),
 * and the outage is logged once when it starts and once when it ends, not once per retry.
 */
export function watchRedis(redis: Redis, role: string, logger?: Logger): void {
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    logger?.warn({ err: err.message, role }, 'Redis connection lost; retrying');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    logger?.info({ role }, 'Redis connection restored');
  });
}

/** QUIT lets what was sent finish first; a link that is down is cut after a second. */
export async function closeRedis(client: Redis | undefined): Promise<void> {
  if (!client) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, 1000))),
  ]);
  clearTimeout(timer);
  client.disconnect();
}
