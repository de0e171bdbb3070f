import net from 'node:net';
import { once } from 'node:events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { DependencyTimeoutError, withTimeout } from '@marquee/core/with-timeout.js';

/** A PostgreSQL error as pg raises it, with its SQLSTATE. */
const pgError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('isDependencyUnavailable', () => {
  it('recognises a refused connection, also wrapped the way Drizzle wraps driver errors', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
    const refused = await client.connect().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDependencyUnavailable(refused)).toBe(true);
    expect(isDependencyUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    );
  });

  it('recognises shutdowns, connection exceptions and timeouts', () => {
    expect(isDependencyUnavailable(pgError('57P01', 'terminating connection'))).toBe(true);
    expect(isDependencyUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDependencyUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(
      true,
    );
    expect(isDependencyUnavailable(new DependencyTimeoutError('Redis', 1000))).toBe(true);
  });

  it('leaves real faults alone: they stay 500s (or their own 4xx)', () => {
    expect(isDependencyUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDependencyUnavailable(pgError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDependencyUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
  });
});

describe('withTimeout', () => {
  it('gives up on a call that never settles, and passes through one that does', async () => {
    await expect(withTimeout('a stuck call', 50, new Promise(() => {}))).rejects.toBeInstanceOf(
      DependencyTimeoutError,
    );
    await expect(withTimeout('a quick call', 1000, Promise.resolve(7))).resolves.toBe(7);
  });
});
