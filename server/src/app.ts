import type { DisplayShowing } from '@marquee/protocol';
import express, { type Express } from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { JobQueue } from '@marquee/worker';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { sharedCounters } from './http/rate-limit.js';
import { webApp } from './http/web-app.js';
import { permissionsPolicy } from './http/permissions-policy.js';
import { jsonBody } from './http/json-body.js';
import './http/request-context.js';
import { usersRepo } from './modules/auth/users-repo.js';
import { sessionsRepo } from './modules/auth/sessions-repo.js';
import { authService } from './modules/auth/auth-service.js';
import { authenticate } from './modules/auth/auth-middleware.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { locationsRepo } from './modules/locations/locations-repo.js';
import { locationsService } from './modules/locations/locations-service.js';
import { locationsRoutes } from './modules/locations/locations-routes.js';
import { adminRepo } from './modules/admin/admin-repo.js';
import { adminService } from './modules/admin/admin-service.js';
import { adminRoutes } from './modules/admin/admin-routes.js';
import { usageRepo } from './modules/admin/usage-repo.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { auditRepo } from './modules/admin/audit-repo.js';
import type { AdminUsage } from './modules/admin/admin-service.js';
import { billingRepo } from './modules/billing/billing-repo.js';
import { billingService } from './modules/billing/billing-service.js';
import { billingRoutes } from './modules/billing/billing-routes.js';
import { billingWebhookRoutes } from './modules/billing/billing-webhook-routes.js';
import { createBillingProvider } from './modules/billing/create-billing-provider.js';
import { locationChanges, type LocationChanges } from './modules/locations/location-changes.js';
import { systemStateRepo } from './modules/system/system-state-repo.js';
import { systemService } from './modules/system/system-service.js';
import { systemRoutes } from './modules/system/system-routes.js';
import type { LogRing } from './log-ring.js';
import { pairingCodesRepo } from './modules/screens/pairing-codes-repo.js';
import { displaysRepo } from './modules/screens/displays-repo.js';
import { pairingService } from './modules/screens/pairing-service.js';
import { displaysService } from './modules/screens/displays-service.js';
import { screensRoutes } from './modules/screens/screens-routes.js';
import { playlistRepo } from './modules/playlists/playlist-repo.js';
import { playlistService } from './modules/playlists/playlist-service.js';
import { playlistRoutes } from './modules/playlists/playlist-routes.js';
import { schedulesRepo } from './modules/schedules/schedules-repo.js';
import { schedulesService } from './modules/schedules/schedules-service.js';
import { schedulesRoutes } from './modules/schedules/schedules-routes.js';
import { playbackRepo } from './modules/playback/playback-repo.js';
import { playbackService } from './modules/playback/playback-service.js';
import { playbackRoutes } from './modules/playback/playback-routes.js';
import { silentPlaybackEvents, type PlaybackEvents } from './modules/playback/playback-events.js';
import { contentRepo } from './modules/content/content-repo.js';
import { contentService, type ContentEvents } from './modules/content/content-service.js';
import { contentRoutes } from './modules/content/content-routes.js';
import { mediaRoutes } from './modules/media/media-routes.js';
import type { MediaStore } from './storage/media-store.js';
import { createMediaStore } from './storage/create-media-store.js';
import { inProcessQueue } from './jobs/in-process-queue.js';
import { tolerantJobs } from './jobs/tolerant-jobs.js';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Present in scaled mode (REDIS_URL): shared counters for every API node. */
  redis?: Redis | undefined;
  /** Where services queue background work (media processing, pairing-code expiry, billing days). */
  jobs?: JobQueue;
  /** Where changes that affect screens are announced (the realtime layer pushes them). */
  playbackEvents?: PlaybackEvents;
  /** Namespaces Redis keys, so tests and several deployments can share one server. */
  redisPrefix?: string;
  /** Uploaded files; defaults to what the configuration names (DATA_DIR/media or S3). */
  media?: MediaStore;
  /** Pushes changes to signed-in dashboards (socket.io). */
  realtime?: ContentEvents;
  /** Suspensions and reactivations that screens must hear about (shared with the embedded worker). */
  changes?: LocationChanges;
  /** Recent log lines for the back office. */
  logs?: LogRing;
  /** Counts owned by other features (content, storage, screens); zero until they are wired. */
  usage?: AdminUsage;
  now?: () => Date;
  /** Screens connected right now (the realtime layer), for the back office. */
  connectedScreens?: () => Promise<number>;
  /** A location's screens with a live connection (the realtime layer), for "online now". */
  connectedDisplays?: (locationId: number) => Promise<ReadonlyMap<number, DisplayShowing | null>>;
}

/** Wires repositories → services → routes. Used by main and by the tests. */
export function buildApp({
  config,
  database,
  logger,
  redis,
  jobs = inProcessQueue(logger),
  playbackEvents,
  redisPrefix = 'marquee:',
  media = createMediaStore(config),
  realtime,
  changes = locationChanges(),
  logs,
  usage,
  now,
  connectedScreens,
  connectedDisplays,
}: AppDeps) {
  const { db } = database;
  // Requests never fail, nor wait long, because a job could not be queued (see tolerantJobs).
  const requestJobs = tolerantJobs(jobs, logger);
  const users = usersRepo(db);
  const locations = locationsRepo(db);
  const displays = displaysRepo(db);
  const playlist = playlistRepo(db);
  const push = playbackEvents ?? silentPlaybackEvents;
  const displaysSvc = displaysService({ displays, locations, events: push });
  const playbackData = playbackRepo(db);
  const playback = playbackService({
    playback: playbackData,
    locations,
    users,
    displays: displaysSvc,
    jobs: requestJobs,
  });
  // A change first drops the cached snapshot, then tells the screens, which then fetch it afresh.
  const events: PlaybackEvents = {
    locationChanged: (id) => {
      playback.invalidate(id);
      push.locationChanged(id);
    },
    displayRevoked: push.displayRevoked,
  };
  const screens = {
    locationsUsing: playbackData.locationsUsing,
    locationChanged: events.locationChanged,
  };
  /** Processing finished or failed: the screens that show the item look again. */
  const contentChanged = async (userId: number, contentId: number) => {
    for (const id of await playbackData.locationsUsing(userId, contentId))
      events.locationChanged(id);
  };
  // Suspensions and reactivations (billing, back office) reach the screens like any other change.
  changes.subscribe((c) => events.locationChanged(c.locationId));
  const clock = now ? { now } : {};
  const billing = billingService({
    billing: billingRepo(db),
    provider: createBillingProvider(config.billing),
    changes,
    ...clock,
  });
  const content = contentRepo(db);
  const usageOf: AdminUsage = usage ?? {
    ...usageRepo(db),
    connectedScreens: async () => (connectedScreens ? connectedScreens() : null),
  };
  const services = {
    content: contentService({
      content,
      store: media,
      jobs: requestJobs,
      screens,
      ...(realtime ? { events: realtime } : {}),
    }),
    auth: authService({ users, sessions: sessionsRepo(db), trialDays: config.trialDays, ...clock }),
    locations: locationsService({
      locations,
      events,
      // A provider outage must not block managing locations; the next change re-syncs the count.
      afterCountChange: async (userId) => {
        const user = await users.findById(userId);
        if (user)
          await billing.syncQuantity(user).catch((err: unknown) => {
            logger.warn({ err, userId }, 'could not sync the subscription quantity');
          });
      },
      ...clock,
    }),
    pairing: pairingService({
      codes: pairingCodesRepo(db),
      displays,
      locations,
      jobs: requestJobs,
    }),
    displays: displaysSvc,
    playlists: playlistService({ playlist, locations, events }),
    schedules: schedulesService({ schedules: schedulesRepo(db), locations, playlist, events }),
    playback,
    billing,
    admin: adminService({
      admin: adminRepo(db),
      audit: auditRepo(db),
      billingRepo: billingRepo(db),
      billing,
      changes,
      usage: usageOf,
      ...clock,
    }),
    system: systemService({
      database,
      redis,
      jobs,
      state: systemStateRepo(db),
      dataDir: config.dataDir,
      logs,
    }),
    changes,
  };

  const app: Express = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(permissionsPolicy);
  // Screens fetch media constantly: it is served first, with its own headers and no request log.
  app.use(mediaRoutes(media, logger));
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Thousands of screens poll every 10 s; an unchanged answer is not worth a log line.
      customLogLevel: (_req, res, err) =>
        // 503: a dependency is away, said once more by the error handler; not a fault of ours.
        res.statusCode === 503
          ? 'warn'
          : err || res.statusCode >= 500
            ? 'error'
            : res.statusCode === 304
              ? 'debug'
              : 'info',
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      // Self-hosted installs often run on plain http://<lan-ip>:3000; upgrading would break every asset.
      contentSecurityPolicy: {
        directives: { upgradeInsecureRequests: null, imgSrc: ["'self'", 'data:', 'blob:'] },
      },
    }),
  );
  app.use(
    healthRoutes({
      database: database.ping,
      // A reconnecting client would queue the ping until Redis returns: not connected is not ready.
      ...(redis
        ? {
            redis: async () => {
              if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
              await redis.ping();
            },
          }
        : {}),
      ...(jobs ? { jobs: async () => void (await jobs.counts()) } : {}),
    }),
  );

  // Raw body for signature checks: before the JSON parser below.
  app.use(billingWebhookRoutes(services.billing));

  const api = express.Router();
  api.use(jsonBody());
  api.use(cookieParser());
  api.use(authenticate(services.auth));
  const shared = redis ? sharedCounters(redis, redisPrefix, logger) : undefined;
  api.use(authRoutes(services.auth, config.loginLimits, config.registerLimits, shared));
  api.use(locationsRoutes(services.locations));
  api.use(billingRoutes(services.billing));
  api.use(systemRoutes(services.system, services.admin));
  api.use(adminRoutes(services.admin));
  api.use(
    screensRoutes(services.pairing, services.displays, config.pairingLimits, shared, {
      connectedDisplays,
    }),
  );
  api.use(playlistRoutes(services.playlists));
  api.use(schedulesRoutes(services.schedules));
  api.use(playbackRoutes(services.playback));
  api.use(contentRoutes(services.content, { store: media, maxUploadBytes: config.maxUploadBytes }));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webApp(config.webDistDir));
  // What the web app leaves (other verbs than GET on non-API paths) is JSON too, not Express's HTML.
  app.use(apiNotFound);
  app.use(errorHandler);
  return { app, services, contentChanged };
}
