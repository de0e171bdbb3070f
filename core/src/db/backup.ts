import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface DatabaseBackup {
  filename: string;
  contentType: string;
  stream: Readable;
}

export class BackupUnavailableError extends Error {}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** PGlite: its own data-directory dump (a gzipped tarball PGlite can load with `loadDataDir`). */
export async function pgliteBackup(client: {
  dumpDataDir(c?: 'gzip' | 'none' | 'auto'): Promise<File | Blob>;
}): Promise<DatabaseBackup> {
  const blob = await client.dumpDataDir('gzip');
  return {
    filename: `marquee-pglite-${stamp()}.tar.gz`,
    contentType: 'application/gzip',
    stream: Readable.fromWeb(blob.stream() as WebReadableStream),
  };
}

/**
 * PostgreSQL: a plain-SQL logical dump by `pg_dump` (Debian's postgresql-client). The
 * connection goes through PG* variables so the password never shows in the process list.
 */
export async function pgDumpBackup(url: string): Promise<DatabaseBackup> {
  const u = new URL(url);
  const child = spawn('pg_dump', ['--no-owner', '--no-privileges', '--format=plain'], {
    env: {
      ...process.env,
      PGHOST: u.hostname,
      PGPORT: u.port || '5432',
      PGUSER: decodeURIComponent(u.username),
      PGPASSWORD: decodeURIComponent(u.password),
      PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = await Promise.race([
    once(child, 'spawn').then(() => true),
    once(child, 'error').then(() => false),
  ]);
  if (!started) throw new BackupUnavailableError('pg_dump is not installed on this server');
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.on('close', (code) => {
    if (code !== 0) child.stdout.destroy(new Error(`pg_dump exited with ${code}: ${stderr}`));
  });
  return {
    filename: `marquee-postgres-${stamp()}.sql`,
    contentType: 'application/sql',
    stream: child.stdout,
  };
}
