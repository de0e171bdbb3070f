import type http from 'node:http';

/**
 * Screens poll every 10 s and a proxy keeps its upstream connections for up to 30 s. Node's
 * default (close an idle connection after 5 s) races both: a request sent on a connection the
 * server is closing is reset (ECONNRESET for a screen, 502 through a proxy), which the fleet bench
 * saw a few dozen times a minute at 10,000 screens. Holding idle connections past the poll period
 * and past the proxy's own idle limit leaves the closing to the client.
 */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: http.Server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node's own rule: the headers timeout must outlast the keep-alive one, or a slow first byte on
  // a reused connection is cut at the headers timeout.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
