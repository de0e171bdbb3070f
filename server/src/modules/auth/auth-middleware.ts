import type { Request, RequestHandler } from 'express';
import { messages } from '@marquee/protocol';
import { forbidden, unauthorized } from '@marquee/core/http/errors.js';
import type { AuthService } from '@marquee/core/modules/auth/auth-service.js';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import { isDisplayToken } from '@marquee/core/modules/auth/tokens.js';
import { bearerToken } from '@marquee/core/http/bearer-token.js';

export function tokenFrom(req: Request): { token: string; via: 'cookie' | 'bearer' } | undefined {
  const bearer = bearerToken(req);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/** Attaches req.auth when a live session is presented; never rejects by itself. */
export function authenticate(auth: AuthService): RequestHandler {
  return async (req, res, next) => {
    const presented = tokenFrom(req);
    if (!presented || isDisplayToken(presented.token)) return next();
    const found = await auth.authenticate(presented.token);
    if (found) {
      req.auth = {
        user: found.user,
        sessionId: found.session.id,
        token: presented.token,
        via: presented.via,
      };
      // Sliding expiry: the cookie lives as long as the server-side session does.
      if (found.touched && presented.via === 'cookie') setSessionCookie(req, res, presented.token);
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.auth) throw unauthorized(messages.notSignedIn);
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth) throw unauthorized(messages.notSignedIn);
  if (req.auth.user.role !== 'admin') throw forbidden(messages.adminRequired);
  next();
};

/** For handlers behind requireUser: the signed-in context, typed as present. */
export function signedIn(req: Request) {
  if (!req.auth) throw unauthorized(messages.notSignedIn);
  return req.auth;
}
