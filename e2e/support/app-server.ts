import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startServerProcess,
  type RunningServer,
} from '../../server/test/support/server-process.js';

const main = path.resolve(import.meta.dirname, '..', '..', 'server', 'dist', 'main.js');

export type App = RunningServer & {
  dataDir: string;
  stop(opts?: { keepData?: boolean }): Promise<void>;
};

/** The built product on a free port (or PORT) with an empty embedded database (or DATA_DIR). */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
  const server = await startServerProcess(main, { DATA_DIR: dataDir, ...env });
  return {
    ...server,
    dataDir,
    /** keepData: a restart on the same DATA_DIR (and PORT) follows. */
    async stop(opts = {}) {
      server.child.kill('SIGTERM');
      await server.exited;
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
