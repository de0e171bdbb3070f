import { z } from '../zod-messages.js';

/**
 * A path id: digits only ('abc', '-1', '1e99' name no row), read as a positive integer that fits
 * PostgreSQL's integer column. A value that fails answers 404, not 400.
 */
export const idParam = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647))
  .meta({ description: 'A positive integer id', example: '42' });

/** The common `/:id` path. */
export const idParams = z.object({ id: idParam });
