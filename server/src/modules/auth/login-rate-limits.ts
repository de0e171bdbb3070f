import type { Request, RequestHandler } from 'express';
import { slowDown } from 'express-slow-down';
import { messages } from '@marquee/protocol';
import { limiter, storeFor, type SharedCounters } from '../../http/rate-limit.js';
import { addressKey } from '../../http/client-address.js';

export interface Limits {
  perAccount: number;
  perIp: number;
  windowMs: number;
  /** Each failure past `perAccount` adds this much wait to the account's next sign-ins. */
  delayStepMs: number;
  maxDelayMs: number;
}

const accountKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/**
 * Failed sign-ins are refused per address (spraying many accounts) and per account and address
 * (guessing one password from one place). Per account alone they only slow down: a refusal
 * there would let anyone lock the owner out with ten wrong guesses, so instead every sign-in of
 * an account under attack waits a little longer, and the right password still gets in.
 */
export function loginRateLimits(limits: Limits, shared?: SharedCounters): RequestHandler[] {
  const common = {
    windowMs: limits.windowMs,
    message: messages.tooManyLoginAttempts,
    onlyFailures: true,
    shared,
  };
  const delayStore = storeFor(shared, 'login-account-delay');
  return [
    limiter({ ...common, name: 'login-ip', limit: limits.perIp, key: addressKey }),
    limiter({
      ...common,
      name: 'login-account-ip',
      limit: limits.perAccount,
      key: (req) => `${accountKey(req)}|${addressKey(req)}`,
    }),
    slowDown({
      windowMs: limits.windowMs,
      delayAfter: limits.perAccount,
      delayMs: (used) => (used - limits.perAccount) * limits.delayStepMs,
      maxDelayMs: limits.maxDelayMs,
      keyGenerator: accountKey,
      skipSuccessfulRequests: true,
      ...(delayStore ? { store: delayStore } : {}),
    }),
  ];
}
