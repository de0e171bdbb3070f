import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AlertEvent, LocationAlerts } from '@marquee/protocol';
import type { Db } from '../../db/client.js';
import {
  alertChannels,
  alertDeliveries,
  alertIncidents,
  displayConnections,
  displays,
  locationAlerts,
  locations,
  users,
  type AlertIncidentRow,
} from '../../db/schema/index.js';

export interface NewIncident {
  userId: number;
  displayId: number;
  locationId: number;
  kind: 'offline' | 'media_error';
  incidentKey: string;
  detail: string | null;
  startedAt: Date;
}
export interface Target {
  channel: 'email' | 'webhook';
  target: string;
}

/** The only writer of alert_channels, location_alerts, alert_incidents and alert_deliveries. */
export function alertsRepo(db: Db) {
  /** Where an account's alerts go right now: the owner's email unless turned off, and the webhook. */
  async function targets(tx: Db, userId: number): Promise<Target[]> {
    const [row] = await tx
      .select({
        email: users.email,
        emailEnabled: alertChannels.emailEnabled,
        webhookUrl: alertChannels.webhookUrl,
      })
      .from(users)
      .leftJoin(alertChannels, eq(alertChannels.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return [];
    const out: Target[] = [];
    if (row.emailEnabled !== false) out.push({ channel: 'email', target: row.email });
    if (row.webhookUrl) out.push({ channel: 'webhook', target: row.webhookUrl });
    return out;
  }
  async function addDeliveries(tx: Db, incident: AlertIncidentRow, event: AlertEvent) {
    const to = await targets(tx, incident.userId);
    if (to.length === 0) return [];
    return tx
      .insert(alertDeliveries)
      .values(to.map((t) => ({ ...t, userId: incident.userId, incidentId: incident.id, event })))
      .onConflictDoNothing()
      .returning({ id: alertDeliveries.id });
  }

  return {
    async channels(userId: number, newSecret: () => string) {
      await db
        .insert(alertChannels)
        .values({ userId, webhookSecret: newSecret() })
        .onConflictDoNothing();
      const [row] = await db.select().from(alertChannels).where(eq(alertChannels.userId, userId));
      return row!;
    },
    async updateChannels(
      userId: number,
      patch: { emailEnabled?: boolean; webhookUrl?: string | null; webhookSecret?: string },
    ) {
      const [row] = await db
        .update(alertChannels)
        .set(patch)
        .where(eq(alertChannels.userId, userId))
        .returning();
      return row!;
    },

    async rules(userId: number, locationId: number) {
      const [row] = await db
        .select()
        .from(locationAlerts)
        .where(and(eq(locationAlerts.userId, userId), eq(locationAlerts.locationId, locationId)));
      return row;
    },
    async setRules(userId: number, locationId: number, rules: LocationAlerts) {
      const [row] = await db
        .insert(locationAlerts)
        .values({ userId, locationId, ...rules })
        .onConflictDoUpdate({ target: locationAlerts.locationId, set: rules })
        .returning();
      return row!;
    },

    /**
     * Screens whose last interval ended more than their location's N minutes ago (and not before
     * `notBefore`, so turning alerts on does not page about last year), with no incident yet.
     */
    dueOffline: (now: Date, notBefore: Date) =>
      db
        .select({
          connectionId: displayConnections.id,
          displayId: displayConnections.displayId,
          userId: displayConnections.userId,
          locationId: displayConnections.locationId,
          disconnectedAt: displayConnections.disconnectedAt,
        })
        .from(displayConnections)
        .innerJoin(
          locationAlerts,
          and(
            eq(locationAlerts.locationId, displayConnections.locationId),
            eq(locationAlerts.offlineEnabled, true),
          ),
        )
        .where(
          and(
            gt(displayConnections.disconnectedAt, notBefore),
            lt(
              displayConnections.disconnectedAt,
              sql`${now.toISOString()}::timestamptz - ${locationAlerts.offlineMinutes} * interval '1 minute'`,
            ),
            sql`not exists (select 1 from ${displayConnections} later
              where later.display_id = ${displayConnections.displayId}
              and later.id > ${displayConnections.id})`,
            sql`not exists (select 1 from ${alertIncidents} i
              where i.display_id = ${displayConnections.displayId} and i.kind = 'offline'
              and i.incident_key = ${displayConnections.id}::text)`,
          ),
        ),

    /** The unique key makes this a no-op (no deliveries) for the second of two racing workers. */
    openIncident: (incident: NewIncident, event: AlertEvent) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(alertIncidents)
          .values(incident)
          .onConflictDoNothing()
          .returning();
        return row ? addDeliveries(tx, row, event) : [];
      }),

    /** Offline incidents whose screen has connected since: resolved once, one message each. */
    resolveBackOnline: (now: Date) =>
      db.transaction(async (tx) => {
        const resolved = await tx
          .update(alertIncidents)
          .set({ resolvedAt: now })
          .where(
            and(
              eq(alertIncidents.kind, 'offline'),
              isNull(alertIncidents.resolvedAt),
              sql`exists (select 1 from ${displayConnections} c
                where c.display_id = ${alertIncidents.displayId}
                and c.id > ${alertIncidents.incidentKey}::int)`,
            ),
          )
          .returning();
        const ids: { id: number }[] = [];
        for (const incident of resolved) ids.push(...(await addDeliveries(tx, incident, 'online')));
        return ids;
      }),

    /** Deliveries still pending well after they were made: their job may have been lost. */
    pendingSince: (before: Date) =>
      db
        .select({ id: alertDeliveries.id })
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.status, 'pending'), lt(alertDeliveries.createdAt, before)))
        .limit(500),

    async delivery(id: number) {
      const [row] = await db
        .select({
          delivery: alertDeliveries,
          incident: alertIncidents,
          displayName: displays.name,
          locationName: locations.name,
          secret: alertChannels.webhookSecret,
        })
        .from(alertDeliveries)
        .innerJoin(alertIncidents, eq(alertIncidents.id, alertDeliveries.incidentId))
        .innerJoin(displays, eq(displays.id, alertIncidents.displayId))
        .innerJoin(locations, eq(locations.id, alertIncidents.locationId))
        .leftJoin(alertChannels, eq(alertChannels.userId, alertDeliveries.userId))
        .where(eq(alertDeliveries.id, id));
      return row;
    },
    /** Counts a try; undefined if the delivery is no longer pending (sent by an earlier try). */
    async beginAttempt(id: number) {
      const [row] = await db
        .update(alertDeliveries)
        .set({ attempts: sql`${alertDeliveries.attempts} + 1` })
        .where(and(eq(alertDeliveries.id, id), eq(alertDeliveries.status, 'pending')))
        .returning({ attempts: alertDeliveries.attempts });
      return row;
    },
    async finish(
      id: number,
      outcome: { status: 'pending' | 'sent' | 'failed'; lastError?: string | null; sentAt?: Date },
    ) {
      await db
        .update(alertDeliveries)
        .set(outcome)
        .where(and(eq(alertDeliveries.id, id), eq(alertDeliveries.status, 'pending')));
    },

    deliveries: (userId: number, limit: number) =>
      db
        .select({ delivery: alertDeliveries, displayName: displays.name })
        .from(alertDeliveries)
        .innerJoin(alertIncidents, eq(alertIncidents.id, alertDeliveries.incidentId))
        .innerJoin(displays, eq(displays.id, alertIncidents.displayId))
        .where(eq(alertDeliveries.userId, userId))
        .orderBy(desc(alertDeliveries.id))
        .limit(limit),
  };
}
export type AlertsRepo = ReturnType<typeof alertsRepo>;
