import { Router, type Request } from 'express';
import { authApi, messages } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { limiter, type SharedCounters } from '../../http/rate-limit.js';
import { addressKey } from '../../http/client-address.js';
import type { PasswordResetService } from '@marquee/core/modules/auth/password-reset-service.js';

export interface ResetLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

const emailKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export function passwordResetRoutes(
  resets: PasswordResetService,
  limits: ResetLimits,
  shared?: SharedCounters,
): Router {
  const r = Router();
  const common = { windowMs: limits.windowMs, message: messages.tooManyResetRequests, shared };
  // Per address: one client mailing many people. Per email: anyone filling one inbox.
  const perIp = limiter({ ...common, name: 'reset-ip', limit: limits.perIp, key: addressKey });
  const perEmail = limiter({
    ...common,
    name: 'reset-email',
    limit: limits.perEmail,
    key: emailKey,
  });

  route(r, authApi.forgotPassword, [perIp, perEmail], ({ body }) => {
    // Not awaited: the answer must not wait for (or reveal) the lookup and the mail.
    void resets.requestReset(body);
    return { message: messages.forgotPasswordSent };
  });

  route(r, authApi.resetPassword, [], async ({ body }) => {
    await resets.reset(body);
    return undefined;
  });

  return r;
}
