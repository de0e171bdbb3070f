import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './server-process.js';

/**
 * A redis-server of the test's own on a free loopback port, so it can be killed and restarted
 * without touching the Redis other tests share. Nothing is persisted: a restart starts empty,
 * as a Redis that lost its data would.
 */
export type OwnRedisServer = Awaited<ReturnType<typeof ownRedisServer>>;

export async function ownRedisServer() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch (err) {
        probe.disconnect();
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  async function kill() {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill };
}
