import type { Namespace, Server, Socket } from 'socket.io';
import {
  DISPLAY_HEALTH_EVENT,
  DISPLAY_MEDIA_ERROR_EVENT,
  DISPLAY_NAMESPACE,
  DISPLAY_SHOWING_EVENT,
  CONNECT_BUSY,
  type ConnectBusy,
  type DisplayPresenceEvent,
  type DisplayShowing,
  type DisplayShowingEvent,
} from '@marquee/protocol';
import { SESSION_COOKIE } from '../modules/auth/index.js';
import { cookieValue, SERVICE_UNAVAILABLE, type DashboardAuth } from './dashboard-auth.js';
import { socketsOf } from './sockets-of.js';
import { isDependencyUnavailable } from '../http/dependency-unavailable.js';
import type { ScreenHistory } from './screen-history.js';
import type { ConnectPacer } from './connect-pacer.js';
import { displayRoom, locationRoom, SCREENS_ROOM } from '@marquee/core/push/rooms.js';

// The rooms and the pushes to them are core's: the standalone worker pushes to them too.
export { displayRoom, locationRoom, SCREENS_ROOM };
export { displayRevoked, playbackChanged } from '@marquee/core/push/screen-pushes.js';

export interface DisplayAuth {
  identify(
    token: string,
  ): Promise<{ displayId: number; locationId: number; userId: number } | undefined>;
  ownsLocation(userId: number, locationId: number): Promise<boolean>;
}

interface DisplaySocketData {
  locationId: number;
  userId: number;
  /** Absent for an owner's preview tab, which is not a screen. */
  displayId?: number;
  /** What the screen last said it has on; kept on the connection, not written to the database. */
  showing?: DisplayShowing;
}

/**
 * Screens join their location's room with their display token; an owner's preview tab may join
 * with the session cookie. Everything that changes what a location shows is emitted to its room.
 */
export function registerDisplayNamespace(
  io: Server,
  auth: { displays: DisplayAuth; dashboard: DashboardAuth } | undefined,
  presence: (userId: number, event: DisplayPresenceEvent) => void,
  showing: (userId: number, event: DisplayShowingEvent) => void,
  /** While this node drains, its screens leave to come back elsewhere: not an "offline". */
  draining: () => boolean = () => false,
  /** Connection history, health reports and media errors, when this node records them. */
  history?: Pick<ScreenHistory, 'online' | 'offline' | 'report' | 'mediaError' | 'forget'>,
  /** Screens' handshakes past this node's pace are refused with their own retry-after. */
  pacer?: ConnectPacer,
): Namespace {
  const nsp = io.of(DISPLAY_NAMESPACE);
  nsp.use(async (socket: Socket, next) => {
    if (!auth) return next(new Error('Unauthorized'));
    const hs = (socket.handshake.auth ?? {}) as { token?: unknown; locationId?: unknown };
    const locationId = Number(hs.locationId);
    if (!Number.isInteger(locationId) || locationId <= 0)
      return next(new Error('Unknown location'));
    try {
      if (typeof hs.token === 'string' && hs.token) {
        // Before any database work: a reconnect storm is paced, the owner's preview tab is not.
        const retryAfterMs = pacer?.admit();
        if (retryAfterMs !== undefined)
          return next(
            Object.assign(new Error(CONNECT_BUSY), {
              data: { retryAfterMs } satisfies ConnectBusy,
            }),
          );
        const identity = await auth.displays.identify(hs.token);
        if (!identity || identity.locationId !== locationId) return next(new Error('Unauthorized'));
        socket.data = {
          locationId,
          userId: identity.userId,
          displayId: identity.displayId,
        } satisfies DisplaySocketData;
        return next();
      }
      const session = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
      const found = session ? await auth.dashboard.authenticate(session) : undefined;
      if (!found || !(await auth.displays.ownsLocation(found.user.id, locationId)))
        return next(new Error('Unauthorized'));
      socket.data = { locationId, userId: found.user.id } satisfies DisplaySocketData;
      next();
    } catch (err) {
      // The database is away: the screen retries later; never hand it the driver's message.
      next(new Error(isDependencyUnavailable(err) ? SERVICE_UNAVAILABLE : 'Unauthorized'));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data as DisplaySocketData;
    void socket.join(locationRoom(data.locationId));
    if (data.displayId === undefined) return;
    void socket.join([displayRoom(data.displayId), SCREENS_ROOM]);
    const announce = (online: boolean) =>
      presence(data.userId, { displayId: data.displayId!, locationId: data.locationId, online });
    announce(true);
    const screen = { displayId: data.displayId, userId: data.userId, locationId: data.locationId };
    history?.online(screen);
    socket.on(DISPLAY_HEALTH_EVENT, (raw: unknown) => history?.report(screen, raw));
    socket.on(DISPLAY_MEDIA_ERROR_EVENT, (raw: unknown) => history?.mediaError(screen, raw));
    socket.on(DISPLAY_SHOWING_EVENT, (raw: unknown) => {
      const p = raw as Partial<DisplayShowing> | null;
      if (!p || !Number.isInteger(p.contentId) || typeof p.name !== 'string') return;
      data.showing = {
        contentId: p.contentId!,
        name: p.name.slice(0, 255),
        // A page that would not load: its owner sees why on the screens list.
        ...(typeof p.error === 'string' ? { error: p.error.slice(0, 300) } : {}),
      };
      showing(data.userId, {
        ...data.showing,
        displayId: data.displayId!,
        locationId: data.locationId,
      });
    });
    socket.on('disconnect', async () => {
      if (draining()) return;
      // The same screen may hold another connection (a reload racing the old socket).
      const rest = await socketsOf(nsp, displayRoom(data.displayId!));
      if (rest.length > 0) return;
      announce(false);
      history?.offline(screen);
      history?.forget(screen.displayId);
    });
  });
  return nsp;
}
