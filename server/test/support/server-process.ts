import fs from 'node:fs';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { repoRoot, serverRoot } from '@marquee/core/paths.js';

/**
 * Builds the server as `npm start` would, into a folder of this test file's own (one level below
 * server/, where the bundle expects to live), so files building at once never share an output;
 * and the standalone worker (`npm run worker`) into the folder of the same name below worker/.
 */
export function buildServer(): string {
  const outdir = `dist-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: serverRoot,
    stdio: 'inherit',
    env: { ...process.env, SERVER_OUTDIR: outdir },
  });
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: workerRoot,
    stdio: 'inherit',
    env: { ...process.env, WORKER_OUTDIR: outdir },
  });
  return path.join(serverRoot, outdir, 'main.js');
}

const workerRoot = path.join(repoRoot, 'worker');

/** The standalone worker built beside a server build (buildServer's `main`). */
export const workerMainOf = (main: string): string =>
  path.join(workerRoot, path.basename(path.dirname(main)), 'main.js');

/** Removes what buildServer() made, in the test file's afterAll. */
export function removeBuild(main: string): void {
  fs.rmSync(path.dirname(main), { recursive: true, force: true });
  fs.rmSync(path.dirname(workerMainOf(main)), { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  return port;
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process and waits until /readyz answers. */
export async function startServerProcess(
  main: string,
  env: Record<string, string>,
  /** A fresh embedded database migrates first; a busy CI box needs longer than a laptop. */
  // Generous: a first start builds a database, and CI runs other tiers beside this one.
  readyTimeoutMs = 90_000,
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      // Tests and the browser suite make many accounts from 127.0.0.1.
      REGISTER_MAX_PER_IP: '100000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${out}`);
}
