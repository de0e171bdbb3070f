import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Proof of play: one row per item a screen showed, keyed by the id the screen made, so a resend
 * is a no-op (ON CONFLICT (id) DO NOTHING). Content, location and display ids carry no foreign
 * key: a play stays provable after its item or screen is deleted. Not partitioned: a partitioned
 * table's unique key must include the partition column, which would make the screen's id alone
 * no longer unique. Old rows go by retention instead (see plays-repo).
 */
export const plays = pgTable(
  'plays',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    displayId: integer('display_id').notNull(),
    contentId: integer('content_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    seconds: doublePrecision('seconds').notNull(),
    completed: boolean('completed').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // Every report reads one account's time range.
    index('plays_user_started_idx').on(t.userId, t.startedAt),
    // The rollup and retention sweep read by time alone; rows arrive roughly in time order, so
    // a BRIN index is a few pages for millions of rows.
    index('plays_started_brin_idx').using('brin', t.startedAt),
  ],
);

/** What every rollup row holds besides its time and key: whose, in which zone, and the sums. */
const rollupColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  locationId: integer('location_id').notNull(),
  contentId: integer('content_id').notNull(),
  plays: integer('plays').notNull(),
  seconds: doublePrecision('seconds').notNull(),
});
/** The instant a local hour began. */
const hourStart = () => timestamp('hour_start', { withTimezone: true, mode: 'date' }).notNull();
const day = () => date('day', { mode: 'string' }).notNull();

/**
 * Plays summed per local hour of the location (in the zone it had then), per screen and item.
 * Kept forever; reports read these for days before `play_rollup_state.rolled_up_before`.
 */
export const playRollups = pgTable(
  'play_rollups',
  {
    ...rollupColumns(),
    hourStart: hourStart(),
    displayId: integer('display_id').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.userId, t.hourStart, t.locationId, t.displayId, t.contentId, t.timeZone],
    }),
  ],
);

/**
 * The same sums per local day: a report over weeks of thousands of screens reads these instead
 * of 24 times as many hourly rows (hours only at the range's ragged edges).
 */
export const playDailyRollups = pgTable(
  'play_daily_rollups',
  { ...rollupColumns(), day: day(), displayId: integer('display_id').notNull() },
  (t) => [
    primaryKey({
      columns: [t.userId, t.day, t.locationId, t.displayId, t.contentId, t.timeZone],
    }),
  ],
);

/**
 * The hourly sums without the screen: what every report but groupBy=display reads. One row per
 * location and item an hour instead of one per screen, so a month of an account with thousands of
 * screens is tens of thousands of rows, not millions.
 */
export const playAccountRollups = pgTable(
  'play_account_rollups',
  { ...rollupColumns(), hourStart: hourStart() },
  (t) => [primaryKey({ columns: [t.userId, t.hourStart, t.locationId, t.contentId, t.timeZone] })],
);

/** The daily sums without the screen (see playAccountRollups). */
export const playAccountDailyRollups = pgTable(
  'play_account_daily_rollups',
  { ...rollupColumns(), day: day() },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.locationId, t.contentId, t.timeZone] })],
);

/** One row: plays started before `rolledUpBefore` are counted in play_rollups, not read raw. */
export const playRollupState = pgTable('play_rollup_state', {
  id: integer('id').primaryKey().default(1),
  rolledUpBefore: timestamp('rolled_up_before', { withTimezone: true, mode: 'date' }).notNull(),
});
