import { Router, type Request, type Response } from 'express';
import { authApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import type { AuthService } from '@marquee/core/modules/auth/auth-service.js';
import { requireUser, signedIn } from './auth-middleware.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { toUser } from '@marquee/core/modules/auth/user-view.js';
import { loginRateLimits, type Limits } from './login-rate-limits.js';
import { limiter, type SharedCounters } from '../../http/rate-limit.js';
import { addressKey } from '../../http/client-address.js';

const clientInfo = (req: Request) => ({
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  ip: req.ip ?? null,
});

export function authRoutes(
  auth: AuthService,
  limits: Limits,
  registerLimits: { perIp: number; windowMs: number },
  shared?: SharedCounters,
): Router {
  const r = Router();
  // Each account brings its own budget of TV-flow claim guesses: creating them is limited too.
  const registrations = limiter({
    name: 'register-ip',
    limit: registerLimits.perIp,
    windowMs: registerLimits.windowMs,
    key: addressKey,
    message: 'Too many accounts created from this address. Please try again later.',
    shared,
  });

  route(r, authApi.register, [registrations], async ({ body }, req, res) => {
    const { token, user } = await auth.register(body, clientInfo(req));
    setSessionCookie(req, res, token);
    return { sessionId: token, user: toUser(user) };
  });

  route(r, authApi.login, loginRateLimits(limits, shared), async ({ body }, req, res) => {
    const { token, user } = await auth.login(body, clientInfo(req));
    setSessionCookie(req, res, token);
    return { sessionId: token, user: toUser(user) };
  });

  // Browser navigations (spec §7): /api/login leads to the form, /api/logout signs out and goes home.
  route(r, authApi.loginPage, [], (_input, _req, res) => {
    res.redirect(302, '/login');
    return undefined;
  });

  const logout = async (req: Request, res: Response) => {
    if (req.auth) await auth.logout(req.auth.token);
    clearSessionCookie(res);
  };
  route(r, authApi.logoutPage, [], async (_input, req, res) => {
    await logout(req, res);
    res.redirect(302, '/');
    return undefined;
  });
  route(r, authApi.logout, [], async (_input, req, res) => {
    await logout(req, res);
    return undefined;
  });

  route(r, authApi.currentUser, [requireUser], (_input, req) => toUser(signedIn(req).user));

  route(r, authApi.updateProfile, [requireUser], async ({ body }, req) =>
    toUser(await auth.updateProfile(signedIn(req).user, body)),
  );

  route(r, authApi.changePassword, [requireUser], async ({ body }, req) => {
    const { user, token } = signedIn(req);
    await auth.changePassword(user, token, body);
    return undefined;
  });

  return r;
}
