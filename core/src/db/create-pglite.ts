import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

/** The bundled entry that creates a database and exits (src/create-pglite-main.ts). */
const script = path.join(import.meta.dirname, 'create-pglite-main.js');

/**
 * Creating an embedded database (initdb and the first migrations) leaves a few hundred MB in
 * PGlite's set-up instance that the server never gets back. Done by a child process that exits,
 * the server only ever opens a ready directory and starts at the memory of a restart.
 * From the sources (tests, `npm run dev`) there is no bundled entry: the opener creates it itself.
 */
export async function createPgliteInChildProcess(pgDir: string): Promise<void> {
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION')) || !fs.existsSync(script)) return;
  const child = spawn(process.execPath, [script, pgDir], { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) {
    throw new Error(
      `Creating the embedded database in ${pgDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`,
    );
  }
}
