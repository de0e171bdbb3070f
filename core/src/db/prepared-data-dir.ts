import fs from 'node:fs';
import path from 'node:path';

/**
 * An empty, migrated embedded database, packed by `npm run build` (create-pglite-main.js
 * --prepare) beside the bundle. A first start's child process (create-pglite-main.js) unpacks it
 * instead of running initdb: about a second of CPU instead of several. Newer migrations still run
 * when the database is opened. From the sources (tests, `npm run dev`) there is none.
 */
export const preparedDataDirFile = path.join(import.meta.dirname, 'pgdata.tar.gz');

/** The prepared database for a directory that has none yet. */
export function preparedDataDir(pgDir: string): Blob | undefined {
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION')) || !fs.existsSync(preparedDataDirFile)) {
    return undefined;
  }
  return new Blob([fs.readFileSync(preparedDataDirFile)]);
}
