import { Param, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: one parameter however many ids. `inArray` makes one parameter per id,
 * and a node's 10,000 screens marked online every 15 s cost 400 ms of query building for its
 * 50,000 parameters, during which no screen was answered.
 */
export const anyId = (column: Column, ids: readonly number[]): SQL =>
  sql`${column} = any(${new Param(ids)}::int[])`;
