import { rateLimit, ipKeyGenerator, type Options } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { messages } from '@marquee/protocol';

interface Limits {
  perAccount: number;
  perIp: number;
  windowMs: number;
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
export function loginRateLimits(limits: Limits): RequestHandler[] {
  return [
    rateLimit({
      ...common(limits.windowMs),
      limit: limits.perIp,
      keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
    }),
    rateLimit({ ...common(limits.windowMs), limit: limits.perAccount, keyGenerator: accountKey }),
  ];
}
