import { io as connect, type Socket } from 'socket.io-client';
import { busyRetryAfterMs } from '@marquee/protocol/player';

const opened: Socket[] = [];

/** A socket.io client to a test server; closeSockets() ends them all after a file. */
export function socketTo(
  url: string,
  namespace: string,
  opts: { auth?: Record<string, unknown>; cookie?: string } = {},
): Socket {
  const socket = connect(url + namespace, {
    transports: ['websocket'],
    reconnection: false,
    ...(opts.auth ? { auth: opts.auth } : {}),
    ...(opts.cookie ? { extraHeaders: { cookie: opts.cookie } } : {}),
  });
  opened.push(socket);
  return socket;
}

/**
 * Resolves on connect, rejects with the server's reason on connect_error. A screen's handshake the
 * node paces (`Busy`: many sockets at once while its database is behind) is retried after the
 * node's hint, as the player does.
 */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => {
      const wait = busyRetryAfterMs(err);
      if (wait === undefined) {
        socket.off('connect_error', failed);
        reject(err);
      } else setTimeout(() => socket.connect(), wait);
    };
    socket.once('connect', () => {
      socket.off('connect_error', failed);
      resolve();
    });
    socket.on('connect_error', failed);
  });
}

/** Records every payload of one event, for waitFor() to inspect. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export function closeSockets(): void {
  for (const s of opened.splice(0)) s.disconnect();
}
