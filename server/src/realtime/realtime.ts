import crypto from 'node:crypto';
import type http from 'node:http';
import os from 'node:os';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, watchRedis } from '@marquee/core/redis.js';
import { socketsOf } from './sockets-of.js';
import { quietFireAndForget } from '@marquee/core/realtime/quiet-redis.js';
import { authenticateDashboard, type DashboardAuth } from './dashboard-auth.js';
import { registerDashboardNamespace, accountRoom, ADMIN_ROOM } from './dashboard-namespace.js';
import {
  DISPLAY_PRESENCE_EVENT,
  DISPLAY_SHOWING_EVENT,
  SCREENS_COUNT_EVENT,
  SERVER_DRAINING_EVENT,
  type ServerDraining,
  type DisplayPresenceEvent,
  type DisplayShowing,
  type DisplayShowingEvent,
} from '@marquee/protocol';
import {
  locationRoom,
  registerDisplayNamespace,
  SCREENS_ROOM,
  type DisplayAuth,
} from './display-namespace.js';
import { pushBusEvents } from '@marquee/core/push/bus-pushes.js';
import { watchSockets, type Metrics } from '@marquee/core/metrics/metrics.js';
import type { EventBus } from '@marquee/core/events/event-bus.js';
import { relayEvents } from '@marquee/core/events/event-relay.js';
import { clusterPresence, type ClusterPresence, type ScreenPresence } from './cluster-presence.js';
import { screenHistory, type ScreenRecorder } from './screen-history.js';
import { connectPacer } from './connect-pacer.js';

export interface Realtime {
  /** Screens connected right now, across the cluster. */
  connectedScreens(): Promise<number>;
  /** A location's screens with a live connection, and what each has on, across the cluster. */
  connectedDisplays(locationId: number): Promise<ReadonlyMap<number, DisplayShowing | null>>;
  /**
   * A stopping node: every screen is told to reconnect after its own random delay and is cut
   * off (its transport closes, so even an old player reconnects by itself); dashboards too.
   */
  drain(): Promise<void>;
  /** Serves socket.io on an HTTP server; a worker-only process never attaches and only emits. */
  attach(server: http.Server): void;
  close(): Promise<void>;
}

/** Screens leaving a stopping node come back spread over this window. */
const DRAIN_RECONNECT_SPREAD_MS = 3000;

/**
 * One socket.io server per process. With REDIS_URL the Redis adapter relays emits between
 * processes, so a worker's "processing finished" reaches a dashboard connected to any node.
 * Dashboards join their account's room; screens join their location's room.
 */
export function createRealtime(opts: {
  /** What it pushes: location changes (screens), revoked screens, item changes (dashboards). */
  events: EventBus;
  auth?: DashboardAuth;
  /** Without it (an emit-only worker process) the display namespace accepts no connections. */
  displays?: DisplayAuth;
  redisUrl?: string | undefined;
  prefix?: string;
  logger: Logger;
  /** Pushes sent are counted here; with `displays`, connected sockets too. */
  metrics?: Metrics;
  /** The revision a push names, read after the change committed: screens ask for at least it. */
  playbackRevision: (userId: number, locationId: number) => Promise<number | undefined>;
  /** With `displays`: where screens' online intervals, reports and media errors are recorded. */
  screens?: ScreenRecorder;
  /** Screens' handshakes admitted per second and at once; the rest are told when to come back. */
  connectPacing?: { ratePerSecond: number; burst: number; busy?: () => boolean };
}): Realtime {
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    // Emits made while Redis is away wait in the offline queue and go out when it returns; the
    // subscriber re-subscribes by itself, so pushes between nodes resume without a restart.
    pub = quietFireAndForget(new Redis(opts.redisUrl, { maxRetriesPerRequest: null }), ['publish']);
    sub = quietFireAndForget(pub.duplicate(), ['unsubscribe', 'punsubscribe']);
    watchRedis(pub, 'realtime publisher', opts.logger);
    watchRedis(sub, 'realtime subscriber', opts.logger);
  }
  const stopRelay =
    pub && sub
      ? relayEvents({
          events: opts.events,
          pub,
          sub,
          prefix: opts.prefix ?? 'marquee:',
          logger: opts.logger,
        })
      : () => {};
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

  /** This node's paired screens (a revoked one has already left the room). */
  const localScreens = (): ScreenPresence[] => {
    const out = new Map<number, ScreenPresence>();
    for (const id of display.adapter.rooms.get(SCREENS_ROOM) ?? []) {
      const data = display.sockets.get(id)?.data as ScreenPresence | undefined;
      if (data) out.set(data.displayId, data);
    }
    return [...out.values()];
  };
  // Scaled mode: nodes heartbeat their screens to Redis, so a node that dies silently drops out.
  let presence: ClusterPresence | undefined;
  const countScreens = async () => (presence ? presence.connected() : localScreens().length);
  // Thousands of screens reconnecting after an outage: tell admins the count once a second at most.
  let countTimer: NodeJS.Timeout | undefined;
  const announceCount = () => {
    if (countTimer) return;
    countTimer = setTimeout(() => {
      countTimer = undefined;
      void countScreens().then(
        (n) => dashboard.to(ADMIN_ROOM).emit(SCREENS_COUNT_EVENT, { connected: n }),
        (err: unknown) => opts.logger.warn({ err }, 'screen count failed'),
      );
    }, 1000).unref();
  };
  const history =
    opts.screens && opts.displays
      ? screenHistory(opts.screens, () => localScreens(), opts.logger)
      : undefined;
  const display = registerDisplayNamespace(
    io,
    opts.auth && opts.displays ? { displays: opts.displays, dashboard: opts.auth } : undefined,
    (userId: number, event: DisplayPresenceEvent) => {
      dashboard.to(accountRoom(userId)).emit(DISPLAY_PRESENCE_EVENT, event);
      announceCount();
    },
    (userId: number, event: DisplayShowingEvent) =>
      dashboard.to(accountRoom(userId)).emit(DISPLAY_SHOWING_EVENT, event),
    () => draining,
    history,
    opts.connectPacing ? connectPacer(opts.connectPacing) : undefined,
  );
  let draining = false;
  if (opts.metrics && opts.displays)
    watchSockets(opts.metrics, () => ({
      screens: localScreens().length,
      dashboards: dashboard.sockets.size,
    }));
  const pushed = (event: string) => opts.metrics?.screenPushes.inc({ event });

  const close = async () => {
    stopPushes();
    stopRelay();
    clearTimeout(countTimer);
    presence?.stop();
    history?.stop();
    // Also closes the attached HTTP server; its owner's own close() then just reports it closed.
    await io.close();
    await Promise.all([closeRedis(pub), closeRedis(sub)]);
  };

  // The bus events' pushes, the same mapping the standalone worker's emitter uses (core's).
  const stopPushes = pushBusEvents({
    events: opts.events,
    to: { display, dashboard },
    playbackRevision: opts.playbackRevision,
    logger: opts.logger,
    pushed,
    revoked: announceCount,
  });

  return {
    connectedScreens: countScreens,
    async connectedDisplays(locationId) {
      const sockets = await socketsOf(display, locationRoom(locationId));
      const out = new Map<number, DisplayShowing | null>();
      for (const s of sockets) {
        if (!s.rooms.has(SCREENS_ROOM)) continue;
        const data = s.data as { displayId?: number; showing?: DisplayShowing };
        if (data.displayId !== undefined)
          out.set(data.displayId, data.showing ?? out.get(data.displayId) ?? null);
      }
      return out;
    },
    attach(server) {
      io.attach(server);
      if (pub && opts.auth && opts.displays)
        presence = clusterPresence({
          redis: pub,
          prefix: opts.prefix ?? 'marquee:',
          nodeId: `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
          local: localScreens,
          nodeGone(offline, connected) {
            history?.gone(offline);
            for (const s of offline)
              dashboard.to(accountRoom(s.userId)).emit(DISPLAY_PRESENCE_EVENT, {
                displayId: s.displayId,
                locationId: s.locationId,
                online: false,
              } satisfies DisplayPresenceEvent);
            dashboard.to(ADMIN_ROOM).emit(SCREENS_COUNT_EVENT, { connected });
          },
          logger: opts.logger,
        });
    },
    async drain() {
      draining = true;
      clearTimeout(countTimer);
      for (const socket of display.sockets.values()) {
        const hint: ServerDraining = {
          reconnectInMs: Math.floor(Math.random() * DRAIN_RECONNECT_SPREAD_MS),
        };
        socket.emit(SERVER_DRAINING_EVENT, hint);
      }
      // Closing waits for each connection's pending writes, so the hint leaves first.
      display.local.disconnectSockets(true);
      dashboard.local.disconnectSockets(true);
      // Another node's sweep now tells dashboards about screens that do not come back elsewhere.
      await presence?.leave();
      const until = Date.now() + 1000;
      while (io.engine?.clientsCount && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      await close();
    },
    close,
  };
}
