import { Redis } from 'ioredis';

/** Connects and proves the connection before the server starts listening: a typo fails fast. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${url} is unreachable: ${(err as Error).message}`, { cause: err });
  }
  return redis;
}
