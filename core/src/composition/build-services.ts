import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { LogRing } from '../log-ring.js';
import type { MediaStore } from '../storage/media-store.js';
import { eventBus } from '../events/event-bus.js';
import { tolerantJobs } from '../jobs/tolerant-jobs.js';
import { usersRepo } from '../modules/auth/users-repo.js';
import { sessionsRepo } from '../modules/auth/sessions-repo.js';
import { authService, passwordResetService } from '../modules/auth/index.js';
import { passwordResetsRepo } from '../modules/auth/password-resets-repo.js';
import type { Mailer } from '../modules/mail/index.js';
import { createMailer } from '../modules/mail/index.js';
import { locationsRepo } from '../modules/locations/locations-repo.js';
import { locationsService } from '../modules/locations/index.js';
import { adminReadModel } from '../modules/admin/admin-read-model.js';
import { adminService } from '../modules/admin/index.js';
import { auditRepo } from '../modules/admin/audit-repo.js';
import { usageRepo } from '../modules/admin/usage-repo.js';
import { billingRepo } from '../modules/billing/billing-repo.js';
import { billingService, createBillingProvider } from '../modules/billing/index.js';
import { systemStateRepo } from '../modules/system/system-state-repo.js';
import { systemService } from '../modules/system/index.js';
import { pairingCodesRepo } from '../modules/screens/pairing-codes-repo.js';
import { displaysRepo } from '../modules/screens/displays-repo.js';
import { pairingService, displaysService } from '../modules/screens/index.js';
import { playlistRepo } from '../modules/playlists/playlist-repo.js';
import { playlistService } from '../modules/playlists/index.js';
import { schedulesRepo } from '../modules/schedules/schedules-repo.js';
import { schedulesService } from '../modules/schedules/index.js';
import { playbackRepo } from '../modules/playback/playback-repo.js';
import { playbackService } from '../modules/playback/index.js';
import { contentRepo } from '../modules/content/content-repo.js';
import { contentService } from '../modules/content/index.js';
import { emergencyRepo } from '../modules/emergency/emergency-repo.js';
import { emergencyService } from '../modules/emergency/index.js';
import { connectionsRepo } from '../modules/screen-health/connections-repo.js';
import { healthRepo } from '../modules/screen-health/health-repo.js';
import { screenHealthService, staleConnectionCloser } from '../modules/screen-health/index.js';
import { alertsRepo } from '../modules/alerts/alerts-repo.js';
import { alertsService } from '../modules/alerts/index.js';
import { playsRepo } from '../modules/plays/plays-repo.js';
import { playsService } from '../modules/plays/index.js';

/** Repositories bound to one transaction, for writes that span two modules' tables. */
function transactionOf(db: Database['db']) {
  return <T>(
    work: (repos: {
      locations: ReturnType<typeof locationsRepo>;
      state: ReturnType<typeof systemStateRepo>;
      content: ReturnType<typeof contentRepo>;
      playlist: ReturnType<typeof playlistRepo>;
    }) => Promise<T>,
  ): Promise<T> =>
    db.transaction((tx) =>
      work({
        locations: locationsRepo(tx),
        state: systemStateRepo(tx),
        content: contentRepo(tx),
        playlist: playlistRepo(tx),
      }),
    );
}

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Where services queue background work (media processing, boundary pushes, billing days). */
  jobs: JobQueue;
  /** Uploaded files (DATA_DIR/media or S3). */
  media: MediaStore;
  /** Scaled mode: the system tab reports it. */
  redis?: Redis | undefined;
  /** Recent log lines for the back office. */
  logs?: LogRing | undefined;
  now?: () => Date;
  /** Outgoing mail; defaults to SMTP_URL, or files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Counts playback snapshot builds (/metrics). */
  snapshotBuilt?: () => void;
}

/**
 * The composition root's one graph: every repository and service is made here, once, and the
 * HTTP app, the realtime layer and the worker (embedded or standalone) take theirs from it.
 * Services publish on `events`; the playback cache subscribes first, so a screen told about a
 * change never gets the stale snapshot.
 */
export function buildServices(deps: ServiceDeps) {
  const { config, database, logger, jobs } = deps;
  const { db } = database;
  const clock = deps.now ? { now: deps.now } : {};
  const transaction = transactionOf(db);
  const mailer = deps.mailer ?? createMailer(config, logger);
  const supportEmail = config.supportEmail ?? null;
  const events = eventBus(deps.now);
  // Requests never fail, nor wait long, because a job could not be queued (see tolerantJobs).
  const requestJobs = tolerantJobs(jobs, logger);

  const users = usersRepo(db);
  const sessions = sessionsRepo(db);
  const locations = locationsRepo(db);
  const displays = displaysRepo(db);
  const playlist = playlistRepo(db);
  const playbackData = playbackRepo(db);
  const content = contentRepo(db);
  const state = systemStateRepo(db);
  const codes = pairingCodesRepo(db);
  const emergency = emergencyRepo(db);

  const displaysSvc = displaysService({ displays, locations, events, ...clock });
  const playback = playbackService({
    playback: playbackData,
    locations,
    users,
    emergency,
    displays: displaysSvc,
    jobs: requestJobs,
    ...(deps.snapshotBuilt ? { built: deps.snapshotBuilt } : {}),
  });
  // Every node's cache hears every node's changes (the Redis relay), before any screen is told.
  events.onAnyNode('location.changed', (e) => playback.invalidate(e.locationId));

  const billing = billingService({
    billing: billingRepo(db),
    users,
    locations,
    transaction,
    provider: createBillingProvider(config.billing),
    events,
    ...clock,
  });
  const system = systemService({
    database,
    redis: deps.redis,
    jobs,
    state,
    dataDir: config.dataDir,
    logs: deps.logs,
  });

  const locationsSvc = locationsService({
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
  });
  const connections = connectionsRepo(db);
  const alerts = alertsService({
    alerts: alertsRepo(db),
    locations: locationsSvc,
    mailer,
    jobs: requestJobs,
    logger,
    publicUrl: config.publicUrl,
    retry: config.alerts.retry,
    closeStale: staleConnectionCloser({ connections, ...clock }),
    ...clock,
  });
  const screenHealth = screenHealthService({
    connections,
    health: healthRepo(db),
    displays: displaysSvc,
    onMediaError: (screen, error) => alerts.mediaError(screen, error),
    ...clock,
  });

  const auth = authService({
    users,
    sessions,
    trialDays: config.trialDays,
    supportEmail,
    ...clock,
  });

  return {
    events,
    auth,
    passwordResets: passwordResetService({
      users,
      resets: passwordResetsRepo(db),
      mailer,
      logger,
      publicUrl: config.publicUrl,
      supportEmail,
      ...clock,
    }),
    locations: locationsSvc,
    pairing: pairingService({ codes, displays, locations, jobs: requestJobs }),
    displays: displaysSvc,
    playlists: playlistService({ playlist, locations, events }),
    schedules: schedulesService({ schedules: schedulesRepo(db), locations, playlist, events }),
    playback,
    content: contentService({
      content,
      store: deps.media,
      jobs: requestJobs,
      transaction,
      events,
      locationsUsing: playbackData.locationsUsing,
      webPagesAllowPrivate: config.webPagesAllowPrivate,
    }),
    billing,
    plays: playsService({
      plays: playsRepo(db),
      displays: displaysSvc,
      locations,
      retentionDays: config.playsRetentionDays,
      ...clock,
    }),
    admin: adminService({
      admin: adminReadModel(db),
      audit: auditRepo(db),
      accounts: auth,
      billing,
      events,
      usage: usageRepo(db),
      ...clock,
    }),
    emergency: emergencyService({
      emergency,
      locations,
      users,
      audit: auditRepo(db),
      events,
      ...clock,
    }),
    system,
    mailer,
    screenHealth,
    alerts,
    /** What background jobs and their recovery read and sweep, beside the services above. */
    background: {
      deleteSessionsIdleSince: (cutoff: Date) => sessions.deleteIdleBefore(cutoff),
      deleteExpiredPairingCodes: (now: Date) => codes.deleteExpired(now),
      content,
      boundarySources: { playback: playbackData, locations, users, emergency },
    },
  };
}
export type Services = ReturnType<typeof buildServices>;
