import type { Play, PlaysAccepted, PlaysReport, PlaysReportQuery } from '@marquee/protocol';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/errors.js';
import type { DisplayIdentity, DisplaysService } from '../screens/index.js';
import type { LocationsRepo } from '../locations/index.js';
import type { PlaysRepo } from './plays-repo.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A screen's clock may run ahead; further than this, its plays are not believed. */
const FUTURE_SLACK_MS = DAY_MS;

export function playsService(deps: {
  plays: PlaysRepo;
  displays: DisplaysService;
  locations: LocationsRepo;
  retentionDays: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Per-play reasons keyed like the validator's (`plays.3.startedAt`), for the screen to drop them. */
  function implausible(batch: readonly Play[]): Record<string, string> {
    const at = now().getTime();
    const oldest = at - deps.retentionDays * DAY_MS;
    const errors: Record<string, string> = {};
    batch.forEach((p, i) => {
      const t = Date.parse(p.startedAt);
      if (t > at + FUTURE_SLACK_MS) errors[`plays.${i}.startedAt`] = 'Starts in the future';
      else if (t < oldest)
        errors[`plays.${i}.startedAt`] = `Older than the ${deps.retentionDays} days plays are kept`;
    });
    return errors;
  }

  return {
    /** The screen a display token belongs to; 401 when it is not one (before its body is read). */
    async screen(displayToken: string | undefined): Promise<DisplayIdentity> {
      const screen = displayToken ? await deps.displays.identify(displayToken) : undefined;
      if (!screen) throw unauthorized('This screen is not paired');
      return screen;
    },

    /**
     * Stores a screen's plays, each once. A play for another location or for content the
     * screen's account does not own refuses the whole call: nothing of it is stored.
     */
    async ingest(screen: DisplayIdentity, batch: readonly Play[]): Promise<PlaysAccepted> {
      const bad = implausible(batch);
      if (Object.keys(bad).length) throw badRequest(Object.values(bad)[0]!, bad);

      const refused: Record<string, string> = {};
      const refuse = (reasons: Record<string, string>) =>
        new HttpError(403, `Refused: ${Object.values(reasons)[0]!}`, reasons);
      batch.forEach((p, i) => {
        if (p.locationId !== screen.locationId)
          refused[`plays.${i}.locationId`] = 'This screen does not belong to that location';
      });
      if (Object.keys(refused).length) throw refuse(refused);

      const stored = await deps.plays.insert(screen.userId, screen.displayId, batch);
      if ('unowned' in stored) {
        batch.forEach((p, i) => {
          if (stored.unowned.includes(p.contentId))
            refused[`plays.${i}.contentId`] = "That content is not this screen's account's";
        });
        throw refuse(refused);
      }
      const accepted = stored.inserted;
      return { accepted, duplicates: batch.length - accepted };
    },

    /** A page of the report's rows when `limit` is given (JSON), else every row (CSV). */
    async report(
      userId: number,
      q: Omit<PlaysReportQuery, 'format' | 'limit' | 'offset'> & {
        limit?: number;
        offset?: number;
      },
    ): Promise<PlaysReport> {
      if (q.locationId && !(await deps.locations.find(userId, q.locationId)))
        throw notFound('Location not found');
      if (q.contentId && !(await deps.plays.ownedContentIds(userId, [q.contentId])).length)
        throw notFound('Content not found');
      const [data, zones] = await Promise.all([
        deps.plays.report(userId, q),
        deps.plays.zones(userId, q.locationId),
      ]);
      const rows = data.rows.map((r) => ({
        key: r.key,
        label: r.label ?? fallbackLabel(q.groupBy, r.key),
        plays: r.plays,
        seconds: Math.round(r.seconds * 10) / 10,
      }));
      return {
        rows,
        totalRows: data.totalRows,
        totals: {
          plays: data.totals.plays,
          seconds: Math.round(data.totals.seconds * 10) / 10,
        },
        timeZone: zones.length === 1 ? zones[0]! : null,
        timeZones: zones,
      };
    },

    /**
     * The job, every minute: sum everything before this minute, then drop raw plays past
     * retention. So reports read at most two minutes of raw plays (a fleet of 10,000 screens
     * makes millions an hour, too many to read in a report).
     */
    async rollUpAndExpire(): Promise<{ deleted: number }> {
      const at = now();
      const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
      await deps.plays.rollUpBefore(minute);
      const deleted = await deps.plays.deleteBefore(
        new Date(at.getTime() - deps.retentionDays * DAY_MS),
      );
      return { deleted };
    },
  };
}
export type PlaysService = ReturnType<typeof playsService>;

function fallbackLabel(groupBy: PlaysReportQuery['groupBy'], key: string): string {
  if (groupBy === 'content') return `Deleted item #${key}`;
  if (groupBy === 'location') return `Deleted location #${key}`;
  if (groupBy === 'display') return `Removed screen #${key}`;
  return key;
}
