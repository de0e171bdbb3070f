import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** The built product (`npm run build` first) on a free port with a fresh embedded database. */
export async function startMarquee(
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'marquee-bench-')),
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function json<T = any>(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `concurrency` keep-alive clients send GETs back to back for `durationMs`; returns requests per
 * second and latency percentiles. One process, no dependencies: the same loop drives both sides.
 */
export async function load(opts: {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  expectStatus: number;
}): Promise<{ rps: number; p50: number; p99: number; count: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  const deadline = Date.now() + opts.durationMs;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t = performance.now();
      http
        .get(opts.url, { agent, headers: opts.headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== opts.expectStatus) reject(new Error(`status ${res.statusCode}`));
            latencies.push(performance.now() - t);
            resolve();
          });
        })
        .on('error', reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return {
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    count: latencies.length,
  };
}
