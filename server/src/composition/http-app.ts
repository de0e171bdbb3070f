import type { DisplayShowing } from '@marquee/protocol';
import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { JobQueue } from '@marquee/worker';
import type { Config } from '@marquee/core/config.js';
import type { Database } from '@marquee/core/db/client.js';
import { apiNotFound, errorHandler } from '../http/error-handler.js';
import { sharedCounters } from '../http/rate-limit.js';
import { webApp } from '../http/web-app.js';
import { permissionsPolicy } from '../http/permissions-policy.js';
import { securityHeaders } from '../http/security-headers.js';
import { jsonBody } from '../http/json-body.js';
import '../http/request-context.js';
import {
  authenticate,
  admitDashboardFairly,
  authRoutes,
  passwordResetRoutes,
} from '../modules/auth/index.js';
import { locationsRoutes } from '../modules/locations/index.js';
import { adminRoutes } from '../modules/admin/index.js';
import { healthRoutes } from '../modules/health/index.js';
import { billingRoutes, billingWebhookRoutes } from '../modules/billing/index.js';
import { systemRoutes } from '../modules/system/index.js';
import { screensRoutes } from '../modules/screens/index.js';
import { playlistRoutes } from '../modules/playlists/index.js';
import { schedulesRoutes } from '../modules/schedules/index.js';
import { playbackRoutes } from '../modules/playback/index.js';
import { contentRoutes } from '../modules/content/index.js';
import { playsRoutes } from '../modules/plays/index.js';
import { mediaRoutes } from '../modules/media/index.js';
import { emergencyRoutes } from '../modules/emergency/index.js';
import { publicConfigRoutes } from '../modules/public-config/index.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { screenHealthRoutes } from '../modules/screen-health/index.js';
import { alertsRoutes } from '../modules/alerts/index.js';
import type { Metrics } from '@marquee/core/metrics/metrics.js';
import { requestId } from '@marquee/core/http/request-id.js';
import { httpMetrics } from '../http/http-metrics.js';
import { metricsRoute } from '@marquee/core/http/metrics-route.js';
import { compressResponses } from '@marquee/core/http/compress-responses.js';
import { apiDocsRoutes } from '../http/api-docs-routes.js';
import { checkResponsesAgainstContract } from '@marquee/core/http/contract-route.js';
import type { Services } from '@marquee/core/composition/build-services.js';

export interface HttpDeps {
  config: Config;
  database: Database;
  logger: Logger;
  jobs: JobQueue;
  media: MediaStore;
  /** Present in scaled mode (REDIS_URL): shared counters for every API node. */
  redis?: Redis | undefined;
  /** Namespaces Redis keys, so tests and several deployments can share one server. */
  redisPrefix: string;
  /** This process's Prometheus metrics, served at GET /metrics. */
  metrics: Metrics;
}

/** What only the realtime layer knows: who is connected right now, across the cluster. */
export interface Presence {
  connectedScreens(): Promise<number>;
  connectedDisplays(locationId: number): Promise<ReadonlyMap<number, DisplayShowing | null>>;
}

/** The Express pipeline: middleware in order, then each module's routes over the services. */
export function buildHttpApp(
  { config, database, logger, jobs, media, redis, redisPrefix, metrics }: HttpDeps,
  services: Services,
  presence: Presence,
): Express {
  const app: Express = express();
  app.disable('x-powered-by');
  checkResponsesAgainstContract(config.env === 'test');
  app.set('trust proxy', config.trustProxy);
  app.use(requestId);
  app.use(httpMetrics(metrics));
  app.use(permissionsPolicy);
  // Screens fetch media constantly: it is served first, with its own headers and no request log.
  app.use(mediaRoutes(media, logger));
  app.use(compressResponses);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
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
  app.use(securityHeaders);
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

  app.use(metricsRoute(metrics.registry, config.metricsToken));

  // Raw body for signature checks: before the JSON parser below.
  app.use('/api', billingWebhookRoutes(services.billing));

  const api = express.Router();
  api.use(jsonBody());
  api.use(cookieParser());
  api.use(admitDashboardFairly());
  api.use(authenticate(services.auth));
  api.use(apiDocsRoutes());
  const shared = redis ? sharedCounters(redis, redisPrefix, logger) : undefined;
  api.use(authRoutes(services.auth, config.loginLimits, config.registerLimits, shared));
  api.use(passwordResetRoutes(services.passwordResets, config.resetLimits, shared));
  api.use(
    publicConfigRoutes({
      supportEmail: config.supportEmail ?? null,
      trialDays: config.trialDays,
      maxUploadBytes: config.maxUploadBytes,
    }),
  );
  api.use(locationsRoutes(services.locations));
  api.use(billingRoutes(services.billing));
  api.use(systemRoutes(services.system, services.admin));
  api.use(adminRoutes(services.admin, { connectedScreens: presence.connectedScreens }));
  api.use(
    screensRoutes(services.pairing, services.displays, config.pairingLimits, shared, {
      connectedDisplays: presence.connectedDisplays,
    }),
  );
  api.use(screenHealthRoutes(services.screenHealth, presence.connectedDisplays));
  api.use(alertsRoutes(services.alerts));
  api.use(playlistRoutes(services.playlists));
  api.use(schedulesRoutes(services.schedules));
  api.use(playbackRoutes(services.playback, (result) => metrics.playbackPolls.inc({ result })));
  api.use(contentRoutes(services.content, { store: media, maxUploadBytes: config.maxUploadBytes }));
  api.use(emergencyRoutes(services.emergency));
  api.use(playsRoutes(services.plays));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webApp(config.webDistDir));
  // What the web app leaves (other verbs than GET on non-API paths) is JSON too, not Express's HTML.
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
