import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './server-process.js';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on a free port: the shared one is never stopped or flushed. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (err) {
      probe.disconnect();
      if (Date.now() > deadline)
        throw new Error(`redis-server did not start: ${String(err)}`, { cause: err });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  probe.disconnect();
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await gone;
    },
  };
}
