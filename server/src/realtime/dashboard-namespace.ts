import type { Namespace, Server, Socket } from 'socket.io';
import { DASHBOARD_NAMESPACE } from '@marquee/protocol';
import { accountRoom, ADMIN_ROOM } from '@marquee/core/push/rooms.js';

// The rooms are core's: the standalone worker pushes to them too.
export { accountRoom, ADMIN_ROOM };

type Middleware = (socket: Socket, next: (err?: Error) => void) => void;

/** Signed-in dashboards: each joins its account's room and only hears about its own data. */
export function registerDashboardNamespace(io: Server, auth: Middleware | undefined): Namespace {
  const nsp = io.of(DASHBOARD_NAMESPACE);
  // An emit-only process (the standalone worker) has no auth and accepts no connections.
  nsp.use(auth ?? ((_s, next) => next(new Error('Unauthorized'))));
  nsp.on('connection', (socket) => {
    void socket.join(accountRoom(socket.data.userId as number));
    if (socket.data.role === 'admin') void socket.join(ADMIN_ROOM);
  });
  return nsp;
}
