import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small facts shared by every process: the last day the dunning job processed, the worker's
 * heartbeat. In the database so API nodes and workers agree without Redis.
 */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
