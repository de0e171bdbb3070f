import { rateLimit, ipKeyGenerator, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { messages } from '@marquee/protocol';

export interface Limits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

/** With Redis, every API node counts into the same buckets; otherwise this process counts alone. */
export interface SharedCounters {
  redis: Redis;
  prefix: string;
}

function storeFor(shared: SharedCounters | undefined, name: string): Store | undefined {
  if (!shared) return undefined;
  return new RedisStore({
    prefix: `${shared.prefix}rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) =>
      shared.redis.call(command, ...args) as Promise<RedisReply>,
  });
}

const common = (windowMs: number): Partial<Options> => ({
  windowMs,
  // Only failures count: a user who signs in correctly is never locked out by their own successes.
  skipSuccessfulRequests: true,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (req, res) => {
    const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
    const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
    res.setHeader('Retry-After', String(seconds));
    res.status(429).json({ message: messages.tooManyLoginAttempts });
  },
});

const accountKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/** Failed sign-ins are limited per account (guessing one password) and per IP (spraying many). */
export function loginRateLimits(limits: Limits, shared?: SharedCounters): RequestHandler[] {
  const ipStore = storeFor(shared, 'login-ip');
  const accountStore = storeFor(shared, 'login-account');
  return [
    rateLimit({
      ...common(limits.windowMs),
      ...(ipStore ? { store: ipStore } : {}),
      limit: limits.perIp,
      keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
    }),
    rateLimit({
      ...common(limits.windowMs),
      ...(accountStore ? { store: accountStore } : {}),
      limit: limits.perAccount,
      keyGenerator: accountKey,
    }),
  ];
}
