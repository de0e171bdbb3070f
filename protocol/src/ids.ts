import { z } from './zod-messages.js';

/** Path ids are positive integers that fit PostgreSQL's integer column. */
export const idSchema = z.coerce
  .number({ error: 'Expected a numeric id' })
  .int({ error: 'Expected a numeric id' })
  .positive({ error: 'Expected a numeric id' })
  .max(2_147_483_647, { error: 'Expected a numeric id' });
