import { ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { messages } from '@marquee/protocol';
import { limiter, type SharedCounters } from '../../http/rate-limit.js';

export interface Limits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

const accountKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/** Failed sign-ins are limited per account (guessing one password) and per IP (spraying many). */
export function loginRateLimits(limits: Limits, shared?: SharedCounters): RequestHandler[] {
  const common = {
    windowMs: limits.windowMs,
    message: messages.tooManyLoginAttempts,
    onlyFailures: true,
    shared,
  };
  return [
    limiter({
      ...common,
      name: 'login-ip',
      limit: limits.perIp,
      key: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
    }),
    limiter({ ...common, name: 'login-account', limit: limits.perAccount, key: accountKey }),
  ];
}
