import { DependencyTimeoutError } from '@marquee/core/with-timeout.js';

/**
 * Tells "a service we depend on is away" (PostgreSQL or Redis down, restarting, unreachable, too
 * slow) from real faults, so the error handler can answer 503 with Retry-After instead of 500.
 * Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */

// Node socket errors met when a server is down, refusing or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 57014 query_canceled (our statement_timeout), 53300 too_many_connections; class 08 is
// "connection exception".
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

// Errors pg, pg-pool and ioredis raise without a code.
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /Client was closed and is not queryable/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /Command timed out/i,
  /Reached the max retries per request limit/i,
  /timed out waiting for/i,
];

function isUnavailableOne(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof DependencyTimeoutError) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.has(code) || code.startsWith('08')) return true;
  }
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return MESSAGES.some((re) => re.test(err.message));
}

export function isDependencyUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (isUnavailableOne(e)) return true;
    if (e instanceof AggregateError && e.errors.some(isUnavailableOne)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
