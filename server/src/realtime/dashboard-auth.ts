import type { Socket } from 'socket.io';
import { SESSION_COOKIE } from '../modules/auth/index.js';
import { isDependencyUnavailable } from '../http/dependency-unavailable.js';

/** The handshake error a client gets while a dependency is away: retry later, still signed in. */
export const SERVICE_UNAVAILABLE = 'Service unavailable';

export interface DashboardAuth {
  authenticate(token: string): Promise<{ user: { id: number; role: string } } | undefined>;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The browser sends its session cookie with the handshake; API clients pass auth.token. */
export function authenticateDashboard(auth: DashboardAuth) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    const handshakeToken = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token =
      typeof handshakeToken === 'string' && handshakeToken
        ? handshakeToken.replace(/^Bearer\s+/i, '')
        : cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    let found: Awaited<ReturnType<DashboardAuth['authenticate']>>;
    try {
      found = token ? await auth.authenticate(token) : undefined;
    } catch (err) {
      // The database is away: the dashboard retries later, it is not signed out.
      return next(new Error(isDependencyUnavailable(err) ? SERVICE_UNAVAILABLE : 'Unauthorized'));
    }
    if (!found) return next(new Error('Unauthorized'));
    socket.data.userId = found.user.id;
    socket.data.role = found.user.role;
    next();
  };
}
