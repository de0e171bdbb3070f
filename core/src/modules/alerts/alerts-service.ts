import {
  ALERT_OFFLINE_MINUTES_DEFAULT,
  ALERT_SIGNATURE_HEADER,
  ALERT_TIMESTAMP_HEADER,
  type AlertChannels,
  type AlertChannelsInput,
  type AlertDelivery,
  type DisplayMediaError,
  type LocationAlerts,
} from '@marquee/protocol';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ALERT_DELIVER_JOB, type AlertDeliverData } from '../../jobs/job-names.js';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/index.js';
import type { LocationsService } from '../locations/index.js';
import type { AlertsRepo } from './alerts-repo.js';
import { alertEmail, alertWebhookBody, type AlertFacts } from './alert-message.js';
import { newWebhookSecret, signatureOf } from './webhook-signature.js';

/** An offline that ended longer ago than this when alerts were turned on is history, not news. */
const LOOKBACK_MS = 24 * 3600_000;
/** A pending delivery this old has lost its job (a queue restart); the scan queues it again. */
const REQUEUE_AFTER_MS = 5 * 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;
const DELIVERIES_SHOWN = 100;

export interface AlertRetry {
  attempts: number;
  backoffMs: number;
}

/** Per-location alert rules, the account's channels, incidents and their delivery. */
export function alertsService(deps: {
  alerts: AlertsRepo;
  locations: LocationsService;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  publicUrl: string;
  retry: AlertRetry;
  /** Closes intervals of nodes that died: run before looking for offline screens. */
  closeStale: () => Promise<unknown>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const queue = async (ids: { id: number }[]) => {
    for (const { id } of ids)
      await deps.jobs.add<AlertDeliverData>(
        ALERT_DELIVER_JOB,
        { deliveryId: id },
        { jobId: `alert-delivery-${id}`, ...deps.retry },
      );
  };
  const view = (row: {
    emailEnabled: boolean;
    webhookUrl: string | null;
    webhookSecret: string;
  }): AlertChannels => ({
    emailEnabled: row.emailEnabled,
    webhookUrl: row.webhookUrl,
    webhookSecret: row.webhookSecret,
  });

  async function send(id: number): Promise<void> {
    const found = await deps.alerts.delivery(id);
    if (!found || !(await deps.alerts.beginAttempt(id))) return;
    const { delivery, incident } = found;
    const facts: AlertFacts = {
      deliveryId: id,
      event: delivery.event,
      displayId: incident.displayId,
      displayName: found.displayName,
      locationId: incident.locationId,
      locationName: found.locationName,
      since: incident.startedAt,
      detail: incident.detail,
    };
    try {
      if (delivery.channel === 'email')
        await deps.mailer.send({ to: delivery.target, ...alertEmail(facts, deps.publicUrl) });
      else await postWebhook(delivery.target, found.secret ?? '', facts);
    } catch (err) {
      // fetch says only "fetch failed"; its cause says why (refused, bad port, a timeout).
      const cause =
        err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      const message = err instanceof Error ? `${err.message}${cause}` : String(err);
      await deps.alerts.finish(id, { status: 'pending', lastError: message.slice(0, 500) });
      throw err;
    }
    await deps.alerts.finish(id, { status: 'sent', sentAt: now() });
  }

  async function postWebhook(url: string, secret: string, facts: AlertFacts): Promise<void> {
    const timestamp = Math.floor(now().getTime() / 1000);
    const body = JSON.stringify(alertWebhookBody(facts, timestamp));
    const res = await fetch(url, {
      method: 'POST',
      body,
      // A redirect could lead the signed body somewhere the owner did not choose.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Marquee-Alerts',
        [ALERT_SIGNATURE_HEADER]: signatureOf(secret, body),
        [ALERT_TIMESTAMP_HEADER]: String(timestamp),
      },
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`The webhook answered HTTP ${res.status}`);
  }

  return {
    async channels(userId: number): Promise<AlertChannels> {
      return view(await deps.alerts.channels(userId, newWebhookSecret));
    },
    async setChannels(userId: number, input: AlertChannelsInput): Promise<AlertChannels> {
      await deps.alerts.channels(userId, newWebhookSecret);
      return view(await deps.alerts.updateChannels(userId, input));
    },
    /** A new secret: receivers must be given it, so the old one stops working at once. */
    async rotateSecret(userId: number): Promise<AlertChannels> {
      await deps.alerts.channels(userId, newWebhookSecret);
      return view(await deps.alerts.updateChannels(userId, { webhookSecret: newWebhookSecret() }));
    },

    async rules(userId: number, locationId: number): Promise<LocationAlerts> {
      await deps.locations.get(userId, locationId);
      const row = await deps.alerts.rules(userId, locationId);
      return {
        offlineEnabled: row?.offlineEnabled ?? false,
        offlineMinutes: row?.offlineMinutes ?? ALERT_OFFLINE_MINUTES_DEFAULT,
        mediaErrorsEnabled: row?.mediaErrorsEnabled ?? false,
      };
    },
    async setRules(userId: number, locationId: number, rules: LocationAlerts) {
      await deps.locations.get(userId, locationId);
      const row = await deps.alerts.setRules(userId, locationId, rules);
      return {
        offlineEnabled: row.offlineEnabled,
        offlineMinutes: row.offlineMinutes,
        mediaErrorsEnabled: row.mediaErrorsEnabled,
      };
    },

    async deliveries(userId: number): Promise<AlertDelivery[]> {
      const rows = await deps.alerts.deliveries(userId, DELIVERIES_SHOWN);
      return rows.map(({ delivery: d, displayName }) => ({
        id: d.id,
        event: d.event,
        channel: d.channel,
        target: d.target,
        status: d.status,
        attempts: d.attempts,
        lastError: d.lastError,
        createdAt: d.createdAt.toISOString(),
        sentAt: d.sentAt?.toISOString() ?? null,
        displayName,
      }));
    },

    /**
     * The periodic job: any worker may run it, at the same time as another; the incidents'
     * unique key and the resolve-once update make every message go out once.
     */
    async scan(): Promise<void> {
      await deps.closeStale();
      const at = now();
      const due = await deps.alerts.dueOffline(at, new Date(at.getTime() - LOOKBACK_MS));
      for (const d of due)
        await queue(
          await deps.alerts.openIncident(
            {
              userId: d.userId,
              displayId: d.displayId,
              locationId: d.locationId,
              kind: 'offline',
              incidentKey: String(d.connectionId),
              detail: null,
              startedAt: d.disconnectedAt!,
            },
            'offline',
          ),
        );
      await queue(await deps.alerts.resolveBackOnline(at));
      await queue(await deps.alerts.pendingSince(new Date(at.getTime() - REQUEUE_AFTER_MS)));
    },

    /** One alert per screen and file per day, however often the player reports it. */
    async mediaError(
      screen: { displayId: number; userId: number; locationId: number },
      error: DisplayMediaError,
    ): Promise<void> {
      const rules = await deps.alerts.rules(screen.userId, screen.locationId);
      if (!rules?.mediaErrorsEnabled) return;
      const at = now();
      await queue(
        await deps.alerts.openIncident(
          {
            ...screen,
            kind: 'media_error',
            incidentKey: `${error.contentId ?? error.file}@${at.toISOString().slice(0, 10)}`,
            detail: `${error.file}: ${error.error}`,
            startedAt: at,
          },
          'media_error',
        ),
      );
    },

    deliver: send,
    async gaveUp(id: number, reason: string): Promise<void> {
      deps.logger.warn({ deliveryId: id, reason }, 'an alert could not be delivered');
      await deps.alerts.finish(id, { status: 'failed' });
    },
  };
}
export type AlertsService = ReturnType<typeof alertsService>;
