import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startServerProcess,
  type RunningServer,
} from '../../server/test/support/server-process.js';

const main = path.resolve(import.meta.dirname, '..', '..', 'server', 'dist', 'main.js');

/** The built product on a free port with an empty embedded database. */
export async function startApp(
  env: Record<string, string> = {},
): Promise<RunningServer & { stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
  const server = await startServerProcess(main, { DATA_DIR: dataDir, ...env });
  return {
    ...server,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
