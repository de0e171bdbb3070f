import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { FallbackStore, SharedCountersStatus } from './fallback-store.js';

/** With Redis, every API node counts into the same buckets; otherwise this process counts alone. */
export interface SharedCounters {
  redis: Redis;
  prefix: string;
  /** Says once per outage that counting went local, for every limiter of the process together. */
  status: SharedCountersStatus;
}

export function sharedCounters(redis: Redis, prefix: string, logger?: Logger): SharedCounters {
  return { redis, prefix, status: new SharedCountersStatus(logger) };
}

export interface LimiterOptions {
  /** Names the bucket family in Redis. */
  name: string;
  limit: number;
  windowMs: number;
  key: (req: Request) => string;
  message: string;
  /** Count only failures, so people who get it right are never slowed by their own successes. */
  onlyFailures?: boolean;
  shared?: SharedCounters | undefined;
  /**
   * 'refuse' (default) answers 429 past the limit; 'mark' lets the request through marked, for a
   * route that must still honour a right answer (a valid pairing code) but slow wrong ones.
   */
  pastLimit?: 'refuse' | 'mark';
}

const PAST_LIMIT = Symbol('pastLimit');

/** True when a limiter with `pastLimit: 'mark'` found this request over its limit. */
export function isPastLimit(req: Request): boolean {
  return (req as Request & { [PAST_LIMIT]?: boolean })[PAST_LIMIT] === true;
}

export function retryAfterSeconds(req: Request): number {
  const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  return reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
}

/** The Redis store for one bucket family, or undefined to count in this process. */
export function storeFor(shared: SharedCounters | undefined, name: string): Store | undefined {
  if (!shared) return undefined;
  const redisStore = new RedisStore({
    prefix: `${shared.prefix}rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) =>
      shared.redis.call(command, ...args) as Promise<RedisReply>,
  });
  return new FallbackStore(redisStore, shared.redis, shared.status);
}

/** A 429 with Retry-After and the JSON error body every other failure uses. */
export function limiter(o: LimiterOptions): RequestHandler {
  const store = storeFor(o.shared, o.name);
  return rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    keyGenerator: o.key,
    skipSuccessfulRequests: o.onlyFailures ?? false,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (req, res, next) => {
      if (o.pastLimit === 'mark') {
        (req as Request & { [PAST_LIMIT]?: boolean })[PAST_LIMIT] = true;
        next();
        return;
      }
      res.setHeader('Retry-After', String(retryAfterSeconds(req)));
      res.status(429).json({ message: o.message });
    },
  });
}
