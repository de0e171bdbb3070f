import type http from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { authenticateDashboard, type DashboardAuth } from './dashboard-auth.js';
import { registerDashboardNamespace, accountRoom } from './dashboard-namespace.js';

export interface Realtime {
  /** Sends to every dashboard of one account, on every node of the cluster. */
  toAccount(userId: number, event: string, payload: unknown): void;
  /** Serves socket.io on an HTTP server; a worker-only process never attaches and only emits. */
  attach(server: http.Server): void;
  close(): Promise<void>;
}

/**
 * One socket.io server per process. With REDIS_URL the Redis adapter relays emits between
 * processes, so a worker's "processing finished" reaches a dashboard connected to any node.
 * Namespaces register themselves here; the display namespace joins later.
 */
export function createRealtime(opts: {
  auth?: DashboardAuth;
  redisUrl?: string | undefined;
  prefix?: string;
  logger: Logger;
}): Realtime {
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => opts.logger.warn({ err }, 'realtime redis'));
  }
  const io = new Server({
    serveClient: false,
    // Same origin only: the dashboard is served by this server.
    cors: undefined,
    ...(pub && sub
      ? { adapter: createAdapter(pub, sub, { key: `${opts.prefix ?? 'marquee:'}socket.io` }) }
      : {}),
  });
  const dashboard: Namespace = registerDashboardNamespace(
    io,
    opts.auth ? authenticateDashboard(opts.auth) : undefined,
  );

  return {
    toAccount(userId, event, payload) {
      dashboard.to(accountRoom(userId)).emit(event, payload);
    },
    attach(server) {
      io.attach(server);
    },
    async close() {
      // Also closes the attached HTTP server; its owner's own close() then just reports it closed.
      await io.close();
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}
