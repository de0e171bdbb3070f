import { spawn, type ChildProcess } from 'node:child_process';
import { workerMainOf } from './server-process.js';

export interface RunningWorker {
  child: ChildProcess;
  output: () => string;
}

/** Starts the built standalone worker (`npm run worker`) built with a server's main.js. */
export async function startWorkerProcess(
  main: string,
  env: Record<string, string>,
  // As generous as startServerProcess's: CI runs other tiers beside this one, and a loaded box
  // took over 30 s to start the worker beside two API nodes, Caddy and an S3 server.
  readyTimeoutMs = 90_000,
): Promise<RunningWorker> {
  const child = spawn(process.execPath, [workerMainOf(main)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', WORKER_METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + readyTimeoutMs;
  while (!out.includes('worker started')) {
    if (child.exitCode !== null)
      throw new Error(`worker exited early (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out };
}

/** Still running: neither exited nor killed by a signal. */
export const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
