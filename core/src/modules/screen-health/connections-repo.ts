import { and, asc, desc, eq, gt, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id.js';
import type { Db } from '../../db/client.js';
import { displayConnections, displays, locations, users } from '../../db/schema/index.js';

export interface ConnectionSpan {
  displayId: number;
  connectedAt: Date;
  disconnectedAt: Date | null;
}

const open = isNull(displayConnections.disconnectedAt);

/** The only writer of display_connections: screens' online intervals. */
export function connectionsRepo(db: Db) {
  /** Intervals left open by a node that stopped without a word end at its last sign of life. */
  const closeStale = (staleBefore: Date, displayIds?: number[]) =>
    db
      .update(displayConnections)
      .set({ disconnectedAt: displayConnections.lastSeenAt })
      .where(
        and(
          open,
          lt(displayConnections.lastSeenAt, staleBefore),
          displayIds ? anyId(displayConnections.displayId, displayIds) : undefined,
        ),
      );

  return {
    closeStale: (staleBefore: Date) => closeStale(staleBefore),

    /** An owner's screen, or undefined: uptime is answered for one's own screens only. */
    async display(userId: number, id: number): Promise<{ pairedAt: Date } | undefined> {
      const [row] = await db
        .select({ pairedAt: displays.pairedAt })
        .from(displays)
        .where(and(eq(displays.userId, userId), eq(displays.id, id)));
      return row;
    },

    /**
     * Opens an interval for each screen that has none open; one already open (another socket of
     * the same screen) is kept, so intervals never overlap.
     */
    async open(ids: number[], at: Date, staleBefore: Date): Promise<void> {
      if (ids.length === 0) return;
      await closeStale(staleBefore, ids);
      const refreshed = await db
        .update(displayConnections)
        .set({ lastSeenAt: at })
        .where(and(open, anyId(displayConnections.displayId, ids)))
        .returning({ displayId: displayConnections.displayId });
      // Every 15 s each screen here is marked again, and nearly all still have their interval.
      const have = new Set(refreshed.map((r) => r.displayId));
      const missing = ids.filter((id) => !have.has(id));
      if (missing.length === 0) return;
      // A screen revoked meanwhile has no display row left: skip it rather than fail the batch.
      const existing = await db
        .select({ id: displays.id, userId: displays.userId, locationId: displays.locationId })
        .from(displays)
        .where(anyId(displays.id, missing));
      if (existing.length === 0) return;
      await db
        .insert(displayConnections)
        .values(
          existing.map((d) => ({
            displayId: d.id,
            userId: d.userId,
            locationId: d.locationId,
            connectedAt: at,
            lastSeenAt: at,
          })),
        )
        .onConflictDoNothing();
    },

    async close(displayIds: number[], at: Date): Promise<void> {
      if (displayIds.length === 0) return;
      await db
        .update(displayConnections)
        .set({ disconnectedAt: at, lastSeenAt: at })
        .where(and(open, anyId(displayConnections.displayId, displayIds)));
    },

    /** One owner's screen's intervals that overlap [from, to). */
    spans: (
      userId: number,
      displayIds: number[],
      from: Date,
      to: Date,
    ): Promise<ConnectionSpan[]> =>
      displayIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              displayId: displayConnections.displayId,
              connectedAt: displayConnections.connectedAt,
              disconnectedAt: displayConnections.disconnectedAt,
            })
            .from(displayConnections)
            .where(
              and(
                eq(displayConnections.userId, userId),
                anyId(displayConnections.displayId, displayIds),
                lt(displayConnections.connectedAt, to),
                or(open, gt(displayConnections.disconnectedAt, from)),
              ),
            )
            .orderBy(asc(displayConnections.displayId), asc(displayConnections.connectedAt)),

    /** When each of an owner's screens was last connected (now, for those online). */
    async lastSeen(userId: number, displayIds: number[], now: Date): Promise<Map<number, Date>> {
      if (displayIds.length === 0) return new Map();
      const rows = await db
        .select({
          displayId: displayConnections.displayId,
          at: sql<string>`max(coalesce(${displayConnections.disconnectedAt}, ${now.toISOString()}::timestamptz))`,
        })
        .from(displayConnections)
        .where(
          and(
            eq(displayConnections.userId, userId),
            anyId(displayConnections.displayId, displayIds),
          ),
        )
        .groupBy(displayConnections.displayId);
      return new Map(rows.map((r) => [r.displayId, new Date(r.at)]));
    },

    /** Back office: screens connected at each hour of the window, across all accounts. */
    async onlineByHour(from: Date, to: Date): Promise<{ at: Date; screens: number }[]> {
      // A sweep, not a join: each interval in the window is a +1 when it opens and a -1 when it
      // closes, summed into the first hour mark at or after it, and the running sum is the
      // count at each mark. Joining every hour to every interval took 5.8 s on PostgreSQL
      // (past the 4 s query timeout) and 11 s on the embedded database, which nothing else could
      // use meanwhile, at 10,000 screens reconnecting every 4 hours (bench/fleet-health.ts);
      // this reads each interval once (0.16 s, 0.45 s). A screen has one open interval at a
      // time, so its intervals never overlap and the sum counts screens. The last mark is now.
      const c = displayConnections;
      const t0 = sql`date_trunc('hour', ${from.toISOString()}::timestamptz)`;
      const t1 = sql`${to.toISOString()}::timestamptz`;
      // Nodes' clocks differ by a little: an interval closed on another node can end before it
      // started, and then counts as empty rather than as a screen less.
      const ended = sql`greatest(${c.disconnectedAt}, ${c.connectedAt})`;
      const mark = (t: SQL) =>
        sql`least(date_trunc('hour', ${t}) + case when ${t} = date_trunc('hour', ${t}) then interval '0' else interval '1 hour' end, ${t1})`;
      const changes = sql`(
        select ${mark(sql`e.t`)} as at, sum(e.d) as d from (
          select greatest(${c.connectedAt}, ${t0}) as t, 1 as d from ${c}
           where ${c.connectedAt} <= ${t1} and (${c.disconnectedAt} is null or ${c.disconnectedAt} > ${t0})
          union all
          select ${ended}, -1 from ${c}
           where ${c.disconnectedAt} > ${t0} and ${ended} <= ${t1}
        ) as e group by 1
      )`;
      const marks = sql`(select generate_series(${t0}, ${t1}, interval '1 hour') union select ${t1})`;
      const rows = await db
        .select({
          at: sql<string>`h.at`,
          screens: sql<number>`(sum(coalesce(ch.d, 0)) over (order by h.at))::int`,
        })
        .from(sql`${marks} as h(at) left join ${changes} as ch on ch.at = h.at`)
        .orderBy(sql`h.at`);
      return rows.map((r) => ({ at: new Date(r.at), screens: Number(r.screens) }));
    },

    /** Back office: paired screens with no open interval, the longest dark first. */
    async offlineLongest(limit: number) {
      // Dark since their latest interval ended (intervals never overlap), or since pairing. From
      // the indexes, per screen: grouping every interval of the fleet took 0.31 s on the
      // embedded database at 420,000 intervals, this 11 ms (bench/fleet-health.ts).
      const last = db
        .select({ endedAt: displayConnections.disconnectedAt })
        .from(displayConnections)
        .where(eq(displayConnections.displayId, displays.id))
        .orderBy(desc(displayConnections.connectedAt))
        .limit(1)
        .as('last');
      const since = sql<string>`coalesce(${last.endedAt}, ${displays.pairedAt})`;
      const rows = await db
        .select({
          displayId: displays.id,
          name: displays.name,
          locationName: locations.name,
          ownerEmail: users.email,
          since,
        })
        .from(displays)
        .innerJoin(locations, eq(locations.id, displays.locationId))
        .innerJoin(users, eq(users.id, displays.userId))
        .leftJoinLateral(last, sql`true`)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(displayConnections)
              .where(and(eq(displayConnections.displayId, displays.id), open)),
          ),
        )
        .orderBy(since)
        .limit(limit);
      return rows.map((r) => ({ ...r, offlineSince: new Date(r.since) }));
    },
  };
}
export type ConnectionsRepo = ReturnType<typeof connectionsRepo>;
