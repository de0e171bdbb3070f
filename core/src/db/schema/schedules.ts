import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';
import { locations } from './locations.js';
import { contentItems } from './content-items.js';

/** Dates are 'YYYY-MM-DD' and times 'HH:MM' in the location's wall-clock time (DESIGN §4). */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    daysOfWeek: jsonb('days_of_week').$type<string[]>().notNull().default([]),
    isRecurring: boolean('is_recurring').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedules_user_id_idx').on(t.userId),
    index('schedules_location_id_idx').on(t.locationId),
  ],
);

/** Content assigned to a schedule (spec §3 schedule-content assignment), in order. */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('schedule_items_schedule_content_idx').on(t.scheduleId, t.contentId),
    index('schedule_items_content_id_idx').on(t.contentId),
  ],
);

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleItemRow = typeof scheduleItems.$inferSelect;
