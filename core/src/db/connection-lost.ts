import type { Logger } from 'pino';

/**
 * Logs dropped PostgreSQL connections without flooding: a restart drops every pooled connection
 * at once, and each would otherwise say so. The pool reconnects on the next query.
 */
export function databaseConnectionLost(logger: Logger, quietMs = 10_000): (err: Error) => void {
  let last = 0;
  return (err) => {
    if (Date.now() - last < quietMs) return;
    last = Date.now();
    logger.warn(
      { err: err.message, code: (err as { code?: unknown }).code },
      'a database connection was lost; the pool reconnects on demand',
    );
  };
}
