import type { Request, Response } from 'express';
import { SESSION_IDLE_DAYS } from '@marquee/protocol';

export const SESSION_COOKIE = 'marquee_session';

/** httpOnly + SameSite=Lax: scripts cannot read it and cross-site POSTs do not carry it (OWASP). */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}
