import { sql, type SQL } from 'drizzle-orm';
import type { Play, ReportGroup } from '@marquee/protocol';
import type { Db } from '../../db/client.js';

/** Ingest holds it shared, the rollup exclusively: a play never slips between raw and rolled up. */
const ROLLUP_LOCK = 7_301_846;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Plays before this instant are counted in play_rollups; reports read raw plays only after it. */
const watermark = sql`(select coalesce(max(rolled_up_before), 'epoch'::timestamptz) from play_rollup_state)`;

/** Plays (`src`) with the zone their location has now: the zone their rollups are kept in. */
const zoned = (src: SQL) =>
  sql`select p.*, coalesce((select timezone from locations l where l.id = p.location_id), 'UTC') as tz from ${src}`;

/** CTEs adding the plays of CTE `z` (see zoned) to their hourly and their daily rollups. */
const ADD_Z_TO_ROLLUPS = sql`
  hourly as (
    insert into play_rollups (user_id, hour_start, time_zone, location_id, display_id, content_id, plays, seconds)
    select user_id, date_trunc('hour', started_at at time zone tz) at time zone tz, tz,
           location_id, display_id, content_id, count(*), sum(seconds)
    from z group by 1, 2, 3, 4, 5, 6
    on conflict (user_id, hour_start, location_id, display_id, content_id, time_zone)
    do update set plays = play_rollups.plays + excluded.plays, seconds = play_rollups.seconds + excluded.seconds
  ), daily as (
    insert into play_daily_rollups (user_id, day, time_zone, location_id, display_id, content_id, plays, seconds)
    select user_id, (started_at at time zone tz)::date, tz,
           location_id, display_id, content_id, count(*), sum(seconds)
    from z group by 1, 2, 3, 4, 5, 6
    on conflict (user_id, day, location_id, display_id, content_id, time_zone)
    do update set plays = play_daily_rollups.plays + excluded.plays, seconds = play_daily_rollups.seconds + excluded.seconds
  )`;

export interface ReportFilter {
  from: string;
  to: string;
  groupBy: ReportGroup;
  locationId?: number | undefined;
  contentId?: number | undefined;
}

export interface ReportRowData {
  key: string;
  label: string | null;
  plays: number;
  seconds: number;
}

const KEYS: Record<ReportGroup, SQL> = {
  content: sql`content_id::text`,
  location: sql`location_id::text`,
  display: sql`display_id::text`,
  day: sql`to_char(at at time zone tz, 'YYYY-MM-DD')`,
  hour: sql`to_char(date_trunc('hour', at at time zone tz), 'YYYY-MM-DD"T"HH24:00')`,
};

/** Names for the keys, read only within the account: another tenant's row never names one. */
const LABELS = (userId: number): Record<ReportGroup, SQL> => ({
  content: sql`(select original_name from content_items c where c.user_id = ${userId} and c.id::text = g.key)`,
  location: sql`(select name from locations l where l.user_id = ${userId} and l.id::text = g.key)`,
  display: sql`(select name from displays d where d.user_id = ${userId} and d.id::text = g.key)`,
  day: sql`g.key`,
  hour: sql`g.key`,
});

export function playsRepo(db: Db) {
  return {
    /** Which of these content ids the account owns (deleted or foreign ones are left out). */
    async ownedContentIds(userId: number, ids: readonly number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = rowsOf<{ id: number }>(
        await db.execute(
          sql`select id from content_items where user_id = ${userId} and id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        ),
      );
      return rows.map((r) => r.id);
    },

    /**
     * Stores the plays not already stored, in one statement, if the account owns every item
     * they name (else stores nothing and says which it does not). A play older than the rollup
     * watermark (a screen back after days offline) is added to its rollup too, in the same
     * transaction, so it is counted exactly once either way.
     */
    async insert(
      userId: number,
      displayId: number,
      batch: readonly Play[],
    ): Promise<{ inserted: number } | { unowned: number[] }> {
      const values = sql.join(
        batch.map(
          (p) =>
            sql`(${p.id}::uuid, ${userId}::int, ${p.locationId}::int, ${displayId}::int, ${p.contentId}::int, ${p.startedAt}::timestamptz, ${p.seconds}::float8, ${p.completed}::boolean)`,
        ),
        sql`, `,
      );
      const contentIds = [...new Set(batch.map((p) => p.contentId))];
      return db.transaction(async (tx) => {
        // One round trip: the lock (before this transaction's reads) and the ownership check.
        const [check] = rowsOf<{ owned: number[] }>(
          await tx.execute(sql`
            select pg_advisory_xact_lock_shared(${ROLLUP_LOCK})::text as locked,
                   array(select id from content_items where user_id = ${userId}
                         and id in (${sql.join(
                           contentIds.map((id) => sql`${id}::int`),
                           sql`, `,
                         )})) as owned`),
        );
        const owned = new Set(check?.owned ?? []);
        const unowned = contentIds.filter((id) => !owned.has(id));
        if (unowned.length) return { unowned };
        const inserted = rowsOf<{ n: number }>(
          await tx.execute(sql`
            with new_plays as (
              insert into plays (id, user_id, location_id, display_id, content_id, started_at, seconds, completed)
              values ${values}
              on conflict (id) do nothing
              returning *
            ), z as (
              ${zoned(sql`new_plays p where p.started_at < ${watermark}`)}
            ), ${ADD_Z_TO_ROLLUPS}
            select count(*)::int as n from new_plays`),
        );
        return { inserted: inserted[0]?.n ?? 0 };
      });
    },

    /** Sums every raw play before `before` not yet summed into its local hour; idempotent. */
    async rollUpBefore(before: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
        await tx.execute(sql`
          with z as (
            ${zoned(sql`plays p where p.started_at >= ${watermark} and p.started_at < ${before.toISOString()}::timestamptz`)}
          ), ${ADD_Z_TO_ROLLUPS}
          select 1`);
        await tx.execute(sql`
          insert into play_rollup_state (id, rolled_up_before) values (1, ${before.toISOString()}::timestamptz)
          on conflict (id) do update set rolled_up_before = greatest(play_rollup_state.rolled_up_before, excluded.rolled_up_before)`);
      });
    },

    /** Raw plays older than `cutoff` go, but only those already in the rollups. */
    async deleteBefore(cutoff: Date): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          with gone as (
            delete from plays where started_at < least(${cutoff.toISOString()}::timestamptz, ${watermark})
            returning 1
          ) select count(*)::int as n from gone`),
      );
      return rows[0]?.n ?? 0;
    },

    /** Rollups before the watermark, raw plays from it on: each play is read exactly once. */
    async report(userId: number, f: ReportFilter): Promise<ReportRowData[]> {
      const filters = (alias: string) => {
        const a = sql.raw(alias);
        return sql`${f.locationId ? sql`and ${a}.location_id = ${f.locationId}` : sql``}
          ${f.contentId ? sql`and ${a}.content_id = ${f.contentId}` : sql``}`;
      };
      const order =
        f.groupBy === 'day' || f.groupBy === 'hour' ? sql`g.key` : sql`g.plays desc, g.key`;
      const from = sql`${f.from}::timestamptz`;
      // Where the rolled-up part of the range ends: raw plays are read from there on.
      const end = sql`least(${f.to}::timestamptz, ${watermark})`;
      // Whole local days inside the rolled-up range come from the daily rollups, the hours of
      // the days at its ragged edges from the hourly ones: each hour is read from one of them.
      const byHour = f.groupBy === 'hour';
      const covered = (day: SQL, tz: SQL) =>
        sql`((${day})::timestamp at time zone ${tz} >= ${from} and ((${day}) + 1)::timestamp at time zone ${tz} <= ${end})`;
      // Hourly rollups in [lo, hi); outside an hourly report only hours of days that the daily
      // rollups do not cover whole.
      const hourly = (lo: SQL, hi: SQL) => sql`
            select r.location_id, r.display_id, r.content_id, r.hour_start, r.time_zone, r.plays, r.seconds
            from play_rollups r
            where r.user_id = ${userId}
              and r.hour_start >= ${lo}
              and r.hour_start < ${hi} ${filters('r')}
              ${byHour ? sql`` : sql`and not ${covered(sql`(r.hour_start at time zone r.time_zone)::date`, sql`r.time_zone`)}`}`;
      return rowsOf<ReportRowData>(
        await db.execute(sql`
          with src as (
            select p.location_id, p.display_id, p.content_id, p.started_at as at,
                   coalesce(l.timezone, 'UTC') as tz, 1 as plays, p.seconds
            from plays p left join locations l on l.id = p.location_id and l.user_id = ${userId}
            where p.user_id = ${userId}
              and p.started_at >= greatest(${f.from}::timestamptz, ${watermark})
              and p.started_at < ${f.to}::timestamptz ${filters('p')}
            union all
            ${
              byHour
                ? hourly(from, end)
                : // The ragged edges as two index ranges: one range with an OR scans every hour.
                  sql`${hourly(from, sql`least(${end}, ${from} + interval '2 days')`)}
                  union all
                  ${hourly(sql`greatest(${from} + interval '2 days', ${end} - interval '2 days')`, end)}`
            }
            ${
              byHour
                ? sql``
                : sql`union all
            select d.location_id, d.display_id, d.content_id, d.day::timestamp at time zone d.time_zone,
                   d.time_zone, d.plays, d.seconds
            from play_daily_rollups d
            where d.user_id = ${userId}
              and d.day >= (${from} - interval '1 day')::date
              and d.day < (${end} + interval '1 day')::date ${filters('d')}
              and ${covered(sql`d.day`, sql`d.time_zone`)}`
            }
          ), g as (
            select ${KEYS[f.groupBy]} as key, sum(plays)::int as plays, sum(seconds)::float8 as seconds
            from src group by 1
          )
          select g.key, ${LABELS(userId)[f.groupBy]} as label, g.plays, g.seconds
          from g order by ${order}`),
      );
    },

    /**
     * The zones a report's days and hours are in: its locations' (cheaper than collecting them
     * from millions of rolled-up rows, which keep the zone their location had then).
     */
    async zones(userId: number, locationId?: number): Promise<string[]> {
      const rows = rowsOf<{ timezone: string }>(
        await db.execute(sql`
          select distinct timezone from locations
          where user_id = ${userId} ${locationId ? sql`and id = ${locationId}` : sql``}
          order by 1`),
      );
      return rows.map((r) => r.timezone);
    },
  };
}
export type PlaysRepo = ReturnType<typeof playsRepo>;
