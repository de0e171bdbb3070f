import type http from 'node:http';

/**
 * Counts HTTP requests still being answered, so a draining server can wait for exactly those.
 * Socket.io's long-polls are left out: they never end by themselves and socket.io closes them.
 */
export function trackInFlightRequests(server: http.Server, ignorePrefix = '/socket.io/') {
  let active = 0;
  const waiters: (() => void)[] = [];
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith(ignorePrefix)) return;
    active++;
    res.once('close', () => {
      if (--active === 0) for (const w of waiters.splice(0)) w();
    });
  });
  return {
    get active() {
      return active;
    },
    /** Resolves once no request is in flight (at once when none is). */
    settled(): Promise<void> {
      if (active === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
export type InFlightRequests = ReturnType<typeof trackInFlightRequests>;
