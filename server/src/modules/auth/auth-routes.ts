import { Router, type Request } from 'express';
import {
  changePasswordSchema,
  loginSchema,
  registerRequestSchema,
  updateProfileSchema,
} from '@marquee/protocol';
import { parse } from '../../http/validate.js';
import type { AuthService } from './auth-service.js';
import { requireUser, signedIn } from './auth-middleware.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { toUser } from './user-view.js';
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

  r.post('/register', registrations, async (req, res) => {
    const { token, user } = await auth.register(
      parse(registerRequestSchema, req.body),
      clientInfo(req),
    );
    setSessionCookie(req, res, token);
    res.status(201).json({ sessionId: token, user: toUser(user) });
  });

  r.post('/login', ...loginRateLimits(limits, shared), async (req, res) => {
    const { token, user } = await auth.login(parse(loginSchema, req.body), clientInfo(req));
    setSessionCookie(req, res, token);
    res.json({ sessionId: token, user: toUser(user) });
  });

  // Browser navigations (spec §7): /api/login leads to the form, /api/logout signs out and goes home.
  r.get('/login', (_req, res) => res.redirect(302, '/login'));

  const logout = async (req: Request) => {
    if (req.auth) await auth.logout(req.auth.token);
  };
  r.get('/logout', async (req, res) => {
    await logout(req);
    clearSessionCookie(res);
    res.redirect(302, '/');
  });
  r.post('/logout', async (req, res) => {
    await logout(req);
    clearSessionCookie(res);
    res.status(204).end();
  });

  r.get('/auth/user', requireUser, (req, res) => {
    res.json(toUser(signedIn(req).user));
  });

  r.patch('/auth/user', requireUser, async (req, res) => {
    const updated = await auth.updateProfile(
      signedIn(req).user,
      parse(updateProfileSchema, req.body),
    );
    res.json(toUser(updated));
  });

  r.post('/auth/password', requireUser, async (req, res) => {
    const { user, token } = signedIn(req);
    await auth.changePassword(user, token, parse(changePasswordSchema, req.body));
    res.status(204).end();
  });

  return r;
}
