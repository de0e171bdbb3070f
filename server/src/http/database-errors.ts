import { HttpError } from '@marquee/core/http/errors.js';

/** PostgreSQL's SQLSTATE, wherever a driver or Drizzle put it (Drizzle wraps errors in `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Class 22 ("data exception": NUL bytes, bad encodings, values too long or out of range, bad
 * dates) means the request carried a value the database cannot store. Validation should catch
 * these first; this backstop keeps one that slipped through a 400 instead of a 500.
 */
export function databaseErrorFrom(err: unknown): HttpError | undefined {
  const state = sqlState(err);
  if (!state?.startsWith('22')) return undefined;
  return new HttpError(
    400,
    'A value in the request cannot be stored (invalid characters, length or range)',
  );
}
