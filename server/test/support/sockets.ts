import { io as connect, type Socket } from 'socket.io-client';

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

/** Resolves on connect, rejects with the server's reason on connect_error. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
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
