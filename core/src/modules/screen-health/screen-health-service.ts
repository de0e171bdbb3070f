import {
  type DisplayShowing,
  displayHealthReportSchema,
  displayMediaErrorSchema,
  type DisplayMediaError,
  type FleetHealth,
  type ScreenHealth,
  type Uptime,
  UPTIME_DEFAULT_DAYS,
} from '@marquee/protocol';
import { badRequest, notFound } from '../../http/errors.js';
import type { DisplaysService } from '../screens/index.js';
import type { ConnectionsRepo } from './connections-repo.js';
import type { HealthRepo } from './health-repo.js';
import { uptimeOf } from './uptime.js';

/** What a connected screen reported showing last, without its per-item error. */
const showingNow = (live: DisplayShowing | null | undefined) =>
  live ? { contentId: live.contentId, name: live.name } : null;

/**
 * Nodes refresh their screens' open intervals every SCREEN_SEEN_MS (realtime.ts); one not
 * refreshed for this long belongs to a node that died (or a cluster that stopped entirely).
 */
export const STALE_AFTER_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** A screen as the realtime layer knows it. */
export interface ScreenRef {
  displayId: number;
  userId: number;
  locationId: number;
}

/**
 * Ends intervals whose node stopped refreshing them. Its own function because the alert scan runs
 * it, and the alerts service is built before screen health (which tells alerts of media errors).
 */
export function staleConnectionCloser(deps: { connections: ConnectionsRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return () => deps.connections.closeStale(new Date(now().getTime() - STALE_AFTER_MS));
}

/** Connection history, health reports and media errors of screens, and what the owner sees of them. */
export function screenHealthService(deps: {
  connections: ConnectionsRepo;
  health: HealthRepo;
  displays: DisplaysService;
  /** Told after a media error is stored (alerts). */
  onMediaError?: (screen: ScreenRef, error: DisplayMediaError) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const staleBefore = (at: Date) => new Date(at.getTime() - STALE_AFTER_MS);
  const ids = (screens: ScreenRef[]) => [...new Set(screens.map((s) => s.displayId))];

  return {
    /** Screens that came online (or, every few seconds, are still online) on this node. */
    async online(screens: ScreenRef[]): Promise<void> {
      const at = now();
      await deps.connections.open(ids(screens), at, staleBefore(at));
    },
    /** Screens with no connection left anywhere in the cluster. */
    async offline(screens: ScreenRef[]): Promise<void> {
      await deps.connections.close(ids(screens), now());
    },

    /** A player's report; malformed ones are dropped (a socket has no one to answer). */
    async report(screen: ScreenRef, raw: unknown): Promise<void> {
      const parsed = displayHealthReportSchema.safeParse(raw);
      if (parsed.success) await deps.health.saveReport(screen, parsed.data, now());
    },
    async mediaError(screen: ScreenRef, raw: unknown): Promise<void> {
      const parsed = displayMediaErrorSchema.safeParse(raw);
      if (!parsed.success) return;
      await deps.health.addError(screen, parsed.data, now());
      await deps.onMediaError?.(screen, parsed.data);
    },

    async uptime(
      userId: number,
      displayId: number,
      range: { from?: Date | undefined; to?: Date | undefined },
    ): Promise<Uptime> {
      const display = await deps.connections.display(userId, displayId);
      if (!display) throw notFound('Screen not found');
      const at = now();
      const to = range.to ?? at;
      const from = range.from ?? new Date(to.getTime() - UPTIME_DEFAULT_DAYS * DAY_MS);
      if (from >= to) throw badRequest('“from” must be before “to”');
      const start = new Date(Math.max(from.getTime(), display.pairedAt.getTime()));
      const end = new Date(Math.min(to.getTime(), at.getTime()));
      if (end <= start) return { onlineSeconds: 0, offlineSeconds: 0, intervals: [] };
      return uptimeOf(await deps.connections.spans(userId, [displayId], start, end), start, end);
    },

    /**
     * The Locations tab's per-screen panel. `connected` is who is online now, cluster-wide, with
     * what each shows this moment (fresher than its last periodic report).
     */
    async locationHealth(
      userId: number,
      locationId: number,
      connected: ReadonlyMap<number, DisplayShowing | null>,
    ): Promise<ScreenHealth[]> {
      const screens = await deps.displays.list(userId, locationId);
      const displayIds = screens.map((d) => d.id);
      const at = now();
      const weekAgo = new Date(at.getTime() - 7 * DAY_MS);
      const [spans, reports, errors, lastSeen] = await Promise.all([
        deps.connections.spans(userId, displayIds, weekAgo, at),
        deps.health.reports(userId, displayIds),
        deps.health.errors(userId, displayIds),
        deps.connections.lastSeen(userId, displayIds, at),
      ]);
      return screens.map((d) => {
        const start = new Date(Math.max(weekAgo.getTime(), d.pairedAt.getTime()));
        const week = uptimeOf(
          spans.filter((s) => s.displayId === d.id),
          start,
          at,
        );
        let onlineMs = 0;
        let totalMs = 0;
        for (const i of week.intervals) {
          const ms = Date.parse(i.to) - Date.parse(i.from);
          totalMs += ms;
          if (i.online) onlineMs += ms;
        }
        const report = reports.find((r) => r.displayId === d.id);
        const online = connected.has(d.id);
        const seen = online ? at : (lastSeen.get(d.id) ?? d.lastSeenAt);
        return {
          displayId: d.id,
          online,
          lastSeenAt: seen?.toISOString() ?? null,
          uptime7d: totalMs > 0 ? onlineMs / totalMs : 0,
          playerVersion: report?.playerVersion ?? null,
          resolution: report?.resolution ?? d.resolution ?? null,
          cacheFreeBytes: report?.cacheFreeBytes ?? null,
          showing:
            showingNow(connected.get(d.id)) ??
            (report?.showingContentId && report.showingName
              ? { contentId: report.showingContentId, name: report.showingName }
              : null),
          reportedAt: report?.reportedAt.toISOString() ?? null,
          errors: errors
            .filter((e) => e.displayId === d.id)
            .map((e) => ({
              at: e.at.toISOString(),
              file: e.file,
              error: e.error,
              contentId: e.contentId,
            })),
        };
      });
    },

    /** The back office: screens online at each hour of the last 7 days, and the longest dark. */
    async fleet(): Promise<FleetHealth> {
      const at = now();
      const [online, offlineLongest] = await Promise.all([
        deps.connections.onlineByHour(new Date(at.getTime() - 7 * DAY_MS), at),
        deps.connections.offlineLongest(20),
      ]);
      return {
        online: online.map((p) => ({ at: p.at.toISOString(), screens: p.screens })),
        offlineLongest: offlineLongest.map((r) => ({
          displayId: r.displayId,
          name: r.name,
          locationName: r.locationName,
          ownerEmail: r.ownerEmail,
          offlineSince: r.offlineSince.toISOString(),
        })),
      };
    },
  };
}
export type ScreenHealthService = ReturnType<typeof screenHealthService>;
