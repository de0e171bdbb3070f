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

/** Where the plays of CTE `z` (see zoned) are summed: per screen, and per account for reports. */
const ROLLUP_TABLES = [
  { hourly: 'play_rollups', daily: 'play_daily_rollups', screen: true },
  { hourly: 'play_account_rollups', daily: 'play_account_daily_rollups', screen: false },
] as const;

/** CTEs adding the plays of CTE `z` to every hourly and daily rollup. */
const ADD_Z_TO_ROLLUPS = sql.join(
  ROLLUP_TABLES.flatMap(({ hourly, daily, screen }) => {
    const cols = sql.raw(`location_id, ${screen ? 'display_id, ' : ''}content_id`);
    const key = sql.raw(screen ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5');
    const add = (table: string, at: SQL, atCol: string) => {
      const t = sql.raw(table);
      return sql`${sql.raw(table)} as (
    insert into ${t} (user_id, ${sql.raw(atCol)}, time_zone, ${cols}, plays, seconds)
    select user_id, ${at}, tz, ${cols}, count(*), sum(seconds)
    from z group by ${key}
    on conflict (user_id, ${sql.raw(atCol)}, ${cols}, time_zone)
    do update set plays = ${t}.plays + excluded.plays, seconds = ${t}.seconds + excluded.seconds
  )`;
    };
    return [
      add(
        hourly,
        // Truncated as an instant in the zone: through local time, the two 1 AMs of the night
        // clocks go back would both become the second, and a play in the first would count in
        // an hour that starts after it.
        sql`date_trunc('hour', started_at, tz)`,
        'hour_start',
      ),
      add(daily, sql`(started_at at time zone tz)::date`, 'day'),
    ];
  }),
  sql`, `,
);

export interface ReportFilter {
  from: string;
  to: string;
  groupBy: ReportGroup;
  locationId?: number | undefined;
  contentId?: number | undefined;
  /** A page of the rows; all of them when left out. */
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface ReportRowData {
  key: string;
  label: string | null;
  plays: number;
  seconds: number;
}

export interface ReportData {
  rows: ReportRowData[];
  totalRows: number;
  totals: { plays: number; seconds: number };
}

const KEYS: Record<ReportGroup, SQL> = {
  content: sql`content_id::text`,
  location: sql`location_id::text`,
  display: sql`display_id::text`,
  day: sql`to_char(at at time zone tz, 'YYYY-MM-DD')`,
  hour: sql`to_char(date_trunc('hour', at at time zone tz), 'YYYY-MM-DD"T"HH24:00')`,
};

/**
 * Names for a page's keys, read only within the account: another tenant's row never names one.
 * The key is cast to the id (not the id to text) so each name is one primary-key lookup.
 */
const LABELS = (userId: number): Record<ReportGroup, SQL> => ({
  content: sql`(select original_name from content_items c where c.user_id = ${userId} and c.id = pg.key::int)`,
  location: sql`(select name from locations l where l.user_id = ${userId} and l.id = pg.key::int)`,
  display: sql`(select name from displays d where d.user_id = ${userId} and d.id = pg.key::int)`,
  day: sql`pg.key`,
  hour: sql`pg.key`,
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

    /**
     * Rollups before the watermark, raw plays from it on: each play is read exactly once. Only
     * groupBy=display reads the per-screen rollups; the rest read the account's, which have one
     * row per location and item instead of one per screen.
     */
    async report(userId: number, f: ReportFilter): Promise<ReportData> {
      const filters = (alias: string) => {
        const a = sql.raw(alias);
        return sql`${f.locationId ? sql`and ${a}.location_id = ${f.locationId}` : sql``}
          ${f.contentId ? sql`and ${a}.content_id = ${f.contentId}` : sql``}`;
      };
      const tables = ROLLUP_TABLES[f.groupBy === 'display' ? 0 : 1];
      const displayId = (alias: string) =>
        sql.raw(tables.screen ? `${alias}.display_id` : 'null::int');
      const order =
        f.groupBy === 'day' || f.groupBy === 'hour' ? sql`pg.key` : sql`pg.plays desc, pg.key`;
      const from = sql`${f.from}::timestamptz`;
      // Where the rolled-up part of the range ends: raw plays are read from there on.
      const end = sql`least(${f.to}::timestamptz, ${watermark})`;
      const pastWatermark = sql`(${f.to}::timestamptz >= ${watermark})`;
      const byHour = f.groupBy === 'hour';
      // Only days and hours need a raw play's zone (its location's): the rest skip the join.
      const overTime = byHour || f.groupBy === 'day';
      // Rolled-up rows in the zone of `zs` (see below) joined to them.
      const hourly = (lo: SQL, hi: SQL) => sql`
            select r.location_id, ${displayId('r')} as display_id, r.content_id, r.hour_start, r.time_zone, r.plays, r.seconds
            from zs join ${sql.raw(tables.hourly)} r
              on r.user_id = ${userId} and r.time_zone = zs.tz
              and r.hour_start >= ${lo} and r.hour_start < ${hi} ${filters('r')}`;
      const page = f.limit === undefined ? sql`` : sql`limit ${f.limit} offset ${f.offset ?? 0}`;
      const rows = rowsOf<
        ReportRowData & { total_rows: number; total_plays: number; total_seconds: number }
      >(
        // Without JIT: the planner cannot see how short the per-zone ranges are, estimates
        // millions of rows and spends longer compiling (a second, measured) than the query runs.
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local jit = off`);
          return tx.execute(sql`
          with zs as (
            -- Per zone the rolled-up rows were summed in (every one has a daily row in the
            -- account's rollups within a day of the range): the first local midnight at or after
            -- "from" (lo) and the last at or before the rolled-up end (hi). Whole days [lo, hi)
            -- come from the daily rollups, the hours before lo and from hi on (edge_from) from
            -- the hourly ones: each hour is read exactly once, from two short index ranges. When
            -- the range runs past the watermark, the day the watermark falls in is read from its
            -- daily row too: that row holds exactly the plays of that day before the watermark.
            -- Rolled-up hours are whole local hours: a range starting or ending inside one (hf, he)
            -- reads that part from the raw plays, which stay until retention removes them.
            select tz, lo,
                   case when ${pastWatermark} then (${end} at time zone tz)::date + 1
                        else (hi at time zone tz)::date end as days_to,
                   case when ${pastWatermark} then ${end} else greatest(hi, lo) end as edge_from,
                   hf, case when ${pastWatermark} then ${end} else greatest(he, hf) end as he
            from (
              select tz,
                     case when date_trunc('hour', ${from}, tz) = ${from} then ${from}
                          else date_trunc('hour', ${from}, tz) + interval '1 hour'
                     end as hf,
                     date_trunc('hour', ${end}, tz) as he,
                     case when date_trunc('day', ${from} at time zone tz) at time zone tz = ${from}
                          then ${from}
                          else (date_trunc('day', ${from} at time zone tz) + interval '1 day') at time zone tz
                     end as lo,
                     date_trunc('day', ${end} at time zone tz) at time zone tz as hi
            from (select distinct time_zone as tz from play_account_daily_rollups
                  where user_id = ${userId}
                    and day >= (${from} - interval '1 day')::date
                    and day < (${end} + interval '1 day')::date) z
            ) b
          ), src as (
            select p.location_id, p.display_id, p.content_id, p.started_at as at,
                   ${overTime ? sql`coalesce(l.timezone, 'UTC')` : sql`'UTC'`} as tz, 1 as plays, p.seconds
            from plays p
            ${overTime ? sql`left join locations l on l.id = p.location_id and l.user_id = ${userId}` : sql``}
            where p.user_id = ${userId}
              and p.started_at >= greatest(${f.from}::timestamptz, ${watermark})
              and p.started_at < ${f.to}::timestamptz ${filters('p')}
            union all
            select p.location_id, p.display_id, p.content_id, p.started_at, zs.tz, 1, p.seconds
            from plays p
            join locations l on l.id = p.location_id and l.user_id = ${userId}
            join zs on zs.tz = coalesce(l.timezone, 'UTC')
            where p.user_id = ${userId} ${filters('p')}
              and ((p.started_at >= ${from} and p.started_at < least(zs.hf, ${end}))
                or (p.started_at >= zs.he and p.started_at < ${end}))
            union all
            ${
              byHour
                ? hourly(sql`zs.hf`, sql`zs.he`)
                : sql`${hourly(sql`zs.hf`, sql`least(zs.lo, zs.he)`)}
            union all
            ${hourly(sql`zs.edge_from`, sql`zs.he`)}
            union all
            select d.location_id, ${displayId('d')}, d.content_id, d.day::timestamp at time zone d.time_zone,
                   d.time_zone, d.plays, d.seconds
            from zs join ${sql.raw(tables.daily)} d
              on d.user_id = ${userId} and d.time_zone = zs.tz
              and d.day >= (zs.lo at time zone zs.tz)::date
              and d.day < zs.days_to ${filters('d')}`
            }
          ), g as (
            select ${KEYS[f.groupBy]} as key, sum(plays)::float8 as plays, sum(seconds)::float8 as seconds
            from src group by 1
          ), t as (
            select count(*)::int as total_rows, coalesce(sum(plays), 0)::float8 as total_plays,
                   coalesce(sum(seconds), 0)::float8 as total_seconds
            from g
          ), pg as (
            select * from g as pg order by ${order} ${page}
          )
          select t.*, pg.key, ${LABELS(userId)[f.groupBy]} as label, pg.plays, pg.seconds
          from t left join pg on true
          order by ${order}`);
        }),
      );
      const head = rows[0];
      return {
        rows: rows
          .filter((r) => r.key !== null)
          .map(({ key, label, plays, seconds }) => ({ key, label, plays, seconds })),
        totalRows: head?.total_rows ?? 0,
        totals: { plays: head?.total_plays ?? 0, seconds: head?.total_seconds ?? 0 },
      };
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
